import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { BookingDetail } from "./booking-contract.ts";
import { CancelBookingControls } from "#app/features/orders/order-actions-ui.tsx";
import { BookingDetailView } from "./booking-detail.tsx";
import type { BookingAccount } from "./booking-money.ts";
import { PaidBookingActions } from "./paid-booking-actions.tsx";
import { OrderLookupForm, type LookupFailure } from "#app/features/orders/order-lookup-ui.tsx";
import { AccountOrdersList, type AccountOrderEntry } from "#app/features/orders/orders-ui.tsx";

export type { LookupFailure };

/** 'Mis reservas': the look-up form (and a signed-in account's orders), or the flight order the visitor may open. */
export function MyBookingsPage({
  granted,
  orders,
  confirmingCancel,
  notice,
  failure,
}: {
  granted: { booking: BookingDetail; account: BookingAccount } | null;
  orders: AccountOrderEntry[];
  confirmingCancel: boolean;
  notice: string | null;
  failure: LookupFailure | undefined;
}) {
  const booking = granted?.booking ?? null;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-700">Mis reservas</h1>
        <p className="text-lg">
          {booking
            ? "Este es el detalle de tu reserva."
            : "Consulta tu reserva con su código y el correo electrónico de contacto que ingresaste al reservar."}
        </p>
      </header>
      {notice ? (
        <p role="status" className="rounded-control border border-success bg-green-50 p-3">
          {notice}
        </p>
      ) : null}
      {failure && booking ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
          {failure.message}
        </p>
      ) : null}
      {granted && booking ? (
        <>
          <BookingDetailView
            booking={booking}
            account={granted.account}
            actions={
              booking.state === "held" || booking.state === "pending_payment" ? (
                <CancelBookingControls
                  code={booking.code}
                  confirming={confirmingCancel}
                  confirmHref={`/mis-reservas?reserva=${booking.id}&cancelar=1`}
                  backHref={`/mis-reservas?reserva=${booking.id}`}
                />
              ) : (
                <PaidBookingActions booking={booking} />
              )
            }
          />
          <Form method="post">
            <input type="hidden" name="intent" value="exit" />
            <Button type="submit" variant="ghost">
              Consultar otra reserva
            </Button>
          </Form>
        </>
      ) : (
        <>
          <AccountOrdersList orders={orders} heading="Tus reservas" />
          <OrderLookupForm failure={failure} />
        </>
      )}
    </section>
  );
}
