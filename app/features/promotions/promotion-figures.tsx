import type { PromotionFigure } from "./promotion-content.ts";

/** The key figures of a promotion (discounts, caps, fees) as a definition list. */
export function PromotionFigures({ figures, className }: { figures: PromotionFigure[]; className?: string }) {
  if (figures.length === 0) return null;
  return (
    <dl className={className ?? "grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]"}>
      {figures.map((figure) => (
        <div key={figure.label} className="contents">
          <dt className="font-bold text-ink">{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
