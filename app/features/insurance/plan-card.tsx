import { Link } from "#app/components/ui/link.tsx";
import { CoverageDialog } from "./coverage-dialog.tsx";
import { formatPen, formatUsd } from "./insurance-money.ts";
import type { ExchangeRate, PlanOffer } from "./insurance-quote.server.ts";

type PlanCardProps = { plan: PlanOffer; exchangeRate: ExchangeRate; buyUrl: string; national: boolean };

/** One plan of the results: price per traveller and total in US$ and S/, medical assistance, main cover. */
export function PlanCard({ plan, exchangeRate, buyUrl, national }: PlanCardProps) {
  const totalPen = formatPen(plan.totalMinor, exchangeRate);
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-card border bg-white p-5 shadow-sm ${plan.best ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"}`}
    >
      {plan.best ? (
        <p className="self-start rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">El mejor plan</p>
      ) : null}
      <div>
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {plan.name}
        </h2>
        <p className="text-sm text-muted">{plan.company}</p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Asistencia médica</dt>
          <dd className="text-lg font-bold">{plan.medicalAssistance}</dd>
        </div>
        <div>
          <dt className="text-muted">Cobertura principal</dt>
          <dd className="font-semibold">{plan.mainCover}</dd>
        </div>
        <div>
          <dt className="text-muted">
            {plan.samePricePerTraveller ? "Precio por viajero" : "Precio promedio por viajero"}
          </dt>
          <dd className="font-semibold tabular-nums">
            {formatUsd(plan.perTravellerMinor)}
            {exchangeRate ? (
              <span className="block text-muted">{formatPen(plan.perTravellerMinor, exchangeRate)}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Total{national ? " (incluye IGV)" : ""}</dt>
          <dd className="text-lg font-bold tabular-nums">
            {formatUsd(plan.totalMinor)}
            {totalPen ? <span className="block text-base font-semibold text-muted">{totalPen}</span> : null}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <CoverageDialog planName={plan.name} coverage={plan.coverage} />
        <Link appearance="accent" to={buyUrl} aria-label={`Comprar ${plan.name}`}>
          Comprar
        </Link>
      </div>
    </article>
  );
}
