import { useState, type SubmitEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { CancelBookingControls } from "./booking-cancel.tsx";
import { BookingDetailView } from "./booking-detail.tsx";
import type { BookingAccount } from "./booking-money.ts";
import { PaidBookingActions } from "./paid-booking-actions.tsx";
import { OrderLookupSchema } from "#app/features/orders/index.ts";
import { AccountOrdersList, type AccountOrderEntry } from "#app/features/orders/orders-ui.tsx";

export type LookupFailure = {
  message: string;
  errors: Record<string, string>;
  values: { code: string; email: string };
};

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
          <LookupForm failure={failure} />
        </>
      )}
    </section>
  );
}

function LookupForm({ failure }: { failure: LookupFailure | undefined }) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? failure?.errors ?? {};

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = OrderLookupSchema.safeParse({ code: form.get("code"), email: form.get("email") });
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    return setClientErrors(fieldErrors(parsed.error));
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-card border border-slate-300 bg-white p-4 md:p-6"
    >
      <input type="hidden" name="intent" value="lookup" />
      {failure?.message && !clientErrors ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
          {failure.message}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Código de reserva"
          name="code"
          placeholder="K7PQ2M"
          autoComplete="off"
          isRequired
          maxLength={12}
          defaultValue={failure?.values.code ?? ""}
          errorMessage={errors.code}
        />
        <TextField
          label="Correo electrónico de contacto"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          defaultValue={failure?.values.email ?? ""}
          errorMessage={errors.email}
        />
      </div>
      <div>
        <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
          Consultar reserva
        </Button>
      </div>
    </Form>
  );
}
