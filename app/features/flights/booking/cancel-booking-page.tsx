import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { CancellationFigures } from "#app/features/orders/index.ts";
import { CancellationFiguresView } from "#app/features/orders/orders-ui.tsx";

export type CancelPageData = {
  code: string;
  /** The order core's one cancellation computation: what cancelling now keeps and gives back (or gave back). */
  quote: CancellationFigures | null;
  cancelled: boolean;
  message: string | null;
  /** 'Mis reservas' of this visitor: the profile's for a signed-in user, the guest look-up otherwise. */
  backHref: string;
};

/** Cancelling a paid booking: what is retained (costs + 10 % commission) and refunded, then the confirmation. */
export function CancelBookingPage({ page }: { page: CancelPageData }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Anular la reserva {page.code}</h1>
      {page.message ? (
        <p
          role={page.cancelled ? "status" : "alert"}
          className="rounded-control border border-slate-300 bg-surface p-3 text-ink"
        >
          {page.message}
        </p>
      ) : null}
      {page.quote ? (
        <CancellationFiguresView
          figures={page.quote}
          refundLabel={page.cancelled ? "Te devolveremos" : "Si anulas hoy, te devolvemos"}
        />
      ) : null}
      {page.quote && !page.cancelled ? (
        <>
          <p className="text-sm text-muted">
            Los boletos aéreos no admiten cambio de fecha. El reembolso se hace al mismo medio de pago; los cambios o
            reembolsos se solicitan dentro del año siguiente a la compra.
          </p>
          <Form method="post" className="flex flex-wrap justify-end gap-3">
            <Link to={page.backHref} className="self-center">
              Volver sin anular
            </Link>
            <Button type="submit" variant="danger">
              Anular la reserva
            </Button>
          </Form>
        </>
      ) : null}
      {page.cancelled ? <Link to={page.backHref}>Ver mis reservas</Link> : null}
    </div>
  );
}
