import { cx } from "#app/components/ui/cx.ts";
import type { CancellationFigures } from "./cancellation-figures.ts";
import { cancellationNotes, cancellationRows } from "./cancellation-text.ts";

/**
 * One cancellation's figures as every page shows them (the customer's cancel page, order page and Mis reservas, the
 * desk): paid, retained, commission with its basis, refund, both currencies, and the notes that say why.
 */
export function CancellationFiguresView({
  figures,
  refundLabel,
  notes = true,
  className,
}: {
  figures: CancellationFigures;
  refundLabel?: string;
  notes?: boolean;
  className?: string;
}) {
  return (
    <div className={cx("flex flex-col gap-2", className)}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-card border border-slate-200 bg-white p-4 text-ink">
        {cancellationRows(figures, refundLabel).map((row) => (
          <div key={row.label} className="contents">
            <dt className={row.total ? "font-bold" : undefined}>{row.label}</dt>
            <dd className={cx("text-right tabular-nums", row.total && "font-bold")}>
              {row.deducted ? "-" : ""}
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {notes ? (
        <ul className="list-disc pl-5 text-sm text-muted">
          {cancellationNotes(figures).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
