import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CancelBookingControls } from "#app/features/orders/order-actions-ui.tsx";
import type { BookingDetail } from "./booking-contract.ts";
import { BookingDetailView } from "./booking-detail.tsx";
import type { BookingAccount } from "./booking-money.ts";
import { flightOrderPath } from "./flight-order-path.ts";
import { PaidBookingActions } from "./paid-booking-actions.tsx";

/** A flight order's page: its detail, the cancellation of an unpaid booking (paid: voucher and 'Anular'), the exit. */
export function FlightOrderPage({
  booking,
  account,
  confirmingCancel,
  notice,
  refusal,
}: {
  booking: BookingDetail;
  account: BookingAccount;
  confirmingCancel: boolean;
  notice: string | null;
  refusal: string | null;
}) {
  const page = flightOrderPath(booking.id);
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-700">Mis reservas</h1>
        <p className="text-lg">Este es el detalle de tu reserva.</p>
      </header>
      {notice ? (
        <p role="status" className="rounded-control border border-success bg-green-50 p-3">
          {notice}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
          {refusal}
        </p>
      ) : null}
      <BookingDetailView
        booking={booking}
        account={account}
        actions={
          booking.state === "held" || booking.state === "pending_payment" ? (
            <CancelBookingControls
              code={booking.code}
              confirming={confirmingCancel}
              confirmHref={`${page}?cancelar=1`}
              backHref={page}
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
    </section>
  );
}
