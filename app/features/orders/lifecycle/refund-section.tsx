import { formatDateShort } from "#app/utils/dates.ts";
import { formatDual } from "#app/features/orders/order-format.ts";
import { CancellationFiguresView } from "./cancellation-view.tsx";
import type { CancellationRecord } from "./order-cancellation.server.ts";

/**
 * A cancelled order's "Devolución" on its customer page, for every product: the figures the cancellation recorded
 * (whoever cancelled it, the customer or the desk) and whether the refund is still due or was paid, and when.
 */
export function OrderRefundSection({ refund, className }: { refund: CancellationRecord; className?: string }) {
  const back = formatDual(refund.figures, refund.figures.refund);
  return (
    <section aria-labelledby="refund-heading" className={className}>
      <h2 id="refund-heading" className="text-lg font-bold">
        Devolución
      </h2>
      <CancellationFiguresView figures={refund.figures} refundLabel="Te devolvemos" />
      <p data-testid="refund-due">
        {refund.paidOn
          ? `Te devolvimos ${back} el ${formatDateShort(refund.paidOn)} (operación ${refund.paidReference ?? ""}).`
          : `Te devolvemos ${back} al mismo medio de pago, en un plazo de hasta 30 días.`}
      </p>
    </section>
  );
}
