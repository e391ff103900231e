import { Form, Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatDual } from "#app/features/orders/order-format.ts";
import { CancellationFiguresView } from "#app/features/orders/lifecycle/cancellation-view.tsx";
import type { ItemCancelPageData } from "./item-cancel-page.server.ts";

/**
 * One item's own cancellation on the order page (decision 063), in two steps without JavaScript too: a link shows
 * the figures of cancelling only this item (the order core's one computation), whose form posts the cancellation;
 * once cancelled, the figures its refund recorded. Every control names the item.
 */
export function ItemCancelControls({
  itemId,
  title,
  state,
  itemCancel,
}: {
  itemId: string;
  title: string;
  state: string;
  itemCancel: ItemCancelPageData;
}) {
  const recorded = itemCancel.cancelled.find((record) => record.itemId === itemId);
  if (recorded && state === "cancelled") {
    const back = formatDual(recorded.figures, recorded.figures.refund);
    return (
      <div className="flex flex-col gap-2" data-testid="item-refund">
        <p className="font-semibold text-danger">Servicio cancelado</p>
        <CancellationFiguresView figures={recorded.figures} refundLabel="Te devolvemos" notes={false} />
        <p>
          {recorded.paidOn
            ? `Te devolvimos ${back} el ${formatDateShort(recorded.paidOn)} (operación ${recorded.paidReference ?? ""}).`
            : `Te devolvemos ${back} al mismo medio de pago, en un plazo de hasta 30 días.`}
        </p>
      </div>
    );
  }
  // An add-on cancelled with its item: its figures are that item's.
  if (state === "cancelled" && itemCancel.cancelled.some((record) => record.figures.only?.includes(itemId))) {
    return <p className="font-semibold text-danger">Servicio cancelado junto con su servicio principal</p>;
  }
  if (!itemCancel.cancellable.includes(itemId)) return null;
  const confirming = itemCancel.confirming?.itemId === itemId ? itemCancel.confirming.outcome : null;
  if (!confirming) {
    return (
      <Link
        to={`?anular=${itemId}`}
        preventScrollReset
        className={buttonClasses("secondary", "md", "self-start")}
        aria-label={`Cancelar solo este servicio: ${title}`}
      >
        Cancelar solo este servicio
      </Link>
    );
  }
  if (!confirming.allowed) {
    return (
      <div className="flex flex-col gap-2">
        <p role="status">{confirming.reason}</p>
        <Link to="?" className={buttonClasses("ghost", "md", "self-start")}>
          Volver
        </Link>
      </div>
    );
  }
  const { figures } = confirming;
  return (
    <Form method="post" replace className="flex flex-col gap-2 rounded-card border border-danger p-3">
      <input type="hidden" name="intent" value="cancel-item" />
      <input type="hidden" name="itemId" value={itemId} />
      <p className="font-semibold">Si cancelas hoy solo este servicio, los demás siguen confirmados.</p>
      <CancellationFiguresView figures={figures} refundLabel="Te devolvemos" />
      <p role="status">
        Te devolvemos <strong>{formatDual(figures, figures.refund)}</strong>. ¿Cancelar {title}?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" aria-label={`Sí, cancelar solo este servicio: ${title}`}>
          Sí, cancelar solo este servicio
        </Button>
        <Link to="?" preventScrollReset className={buttonClasses("ghost", "md")}>
          No, mantenerlo
        </Link>
      </div>
    </Form>
  );
}
