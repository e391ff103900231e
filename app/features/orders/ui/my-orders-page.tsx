import type { AccountOrderEntry } from "#app/features/orders/access/account-orders.server.ts";
import type { ConfirmingCancellation } from "./my-orders.server.ts";
import { OrderLookupForm, type LookupFailure } from "#app/features/orders/order-lookup-ui.tsx";
import { OrdersList } from "./orders-list.tsx";
import { OrdersNotice } from "./orders-notice.tsx";

/** Guests' 'Mis reservas' for every product: the look-up by code and e-mail, and a signed-in account's orders. */
export function MyOrdersPage({
  orders,
  listPath,
  confirming,
  notice,
  refusal,
  failure,
  filter = null,
}: {
  orders: AccountOrderEntry[];
  listPath: string;
  confirming: ConfirmingCancellation | null;
  notice: string | null;
  refusal: string | null;
  failure: LookupFailure | undefined;
  filter?: string | null;
}) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-700">Mis reservas</h1>
        <p className="text-lg">
          Consulta tu reserva con su código y el correo electrónico de contacto que ingresaste al reservar.
        </p>
      </header>
      <OrdersNotice notice={notice} refusal={refusal} />
      {orders.length > 0 || filter ? (
        <OrdersList
          orders={orders}
          listPath={listPath}
          confirming={confirming}
          heading="Tus reservas"
          filter={filter}
        />
      ) : null}
      <OrderLookupForm failure={failure} />
    </section>
  );
}
