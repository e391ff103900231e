import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import type { ProcessingData } from "./booking-confirmation-data.server.ts";

/** A payment approved after the booking expired: said on the processing and confirmation pages. */
export const PAID_LATE_TEXT = (code: string) =>
  `Recibimos tu pago cuando la reserva ${code} ya había vencido: no emitimos boletos y te devolveremos el monto pagado al mismo medio de pago.`;

/** How often the page asks again while the payment is being processed. */
export const PROCESSING_POLL_MS = 2_000;

/**
 * 'Procesando tu pago': waits for the gateway's notification (the loader also asks the gateway) and moves on by
 * itself with JavaScript; without it, the 'Actualizar' link does the same.
 */
export function ProcessingPage({ page }: { page: ProcessingData }) {
  const revalidator = useRevalidator();
  const waiting = page.status === "waiting";
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PROCESSING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, revalidator]);
  const self = `/booking/procesando?reserva=${page.bookingId}`;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
      {waiting ? (
        <section role="status" aria-live="polite" className="rounded-card border border-slate-200 bg-white p-6">
          <h1 className="text-2xl font-bold text-ink">Estamos procesando tu pago</h1>
          <p className="mt-2 text-ink">
            Reserva <strong>{page.code}</strong>. Esto suele tardar unos segundos: no cierres ni actualices esta página
            mientras tu banco confirma el pago.
          </p>
          <Link to={self} className="mt-3 inline-block">
            Actualizar el estado del pago
          </Link>
        </section>
      ) : null}
      {page.status === "declined" ? (
        <section role="alert" className="rounded-card border border-danger bg-red-50 p-6">
          <h1 className="text-2xl font-bold text-ink">No se pudo realizar el pago</h1>
          <p className="mt-2 text-ink">{page.message}</p>
          <p className="mt-2 text-ink">Tu reserva {page.code} sigue separada: puedes intentarlo otra vez.</p>
          <Link appearance="primary" to="/booking?paso=revisar" className="mt-4 inline-block">
            Intentar de nuevo
          </Link>
        </section>
      ) : null}
      {page.status === "paid_late" ? (
        <section role="alert" className="rounded-card border border-warning bg-amber-50 p-6">
          <h1 className="text-2xl font-bold text-ink">Tu pago llegó tarde</h1>
          <p className="mt-2 text-ink">{PAID_LATE_TEXT(page.code)}</p>
          <Link appearance="primary" to="/vuelos" className="mt-4 inline-block">
            Hacer una nueva búsqueda
          </Link>
        </section>
      ) : null}
      {page.status === "ended" ? (
        <section role="alert" className="rounded-card border border-warning bg-amber-50 p-6">
          <h1 className="text-2xl font-bold text-ink">Tu reserva ya no está vigente</h1>
          <p className="mt-2 text-ink">
            La reserva {page.code} venció o fue anulada. Si se realizó algún cargo, te lo devolveremos.
          </p>
          <Link appearance="primary" to="/vuelos" className="mt-4 inline-block">
            Hacer una nueva búsqueda
          </Link>
        </section>
      ) : null}
    </div>
  );
}
