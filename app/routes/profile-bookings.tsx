import { data, redirect } from "react-router";
import { requireProfileUser } from "#app/features/accounts/profile/profile-guard.server.ts";
import { profileMeta } from "#app/features/accounts/profile/profile-meta.ts";
import { SectionHeading } from "#app/features/accounts/profile/profile-nav.tsx";
import { OrdersList, OrdersNotice, PROFILE_ORDERS_PATH } from "#app/features/orders/my-orders-ui.tsx";
import { cancelListedOrder, loadMyOrders } from "#app/features/orders/index.server.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/profile-bookings";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadMyOrders(requireProfileUser(context, request), new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireProfileUser(context, request);
  const outcome = await cancelListedOrder(user, await readPostedForm(request), PROFILE_ORDERS_PATH);
  if (outcome.ok) return redirect(outcome.location);
  return data({ message: outcome.message }, { status: outcome.status });
}

export const meta: Route.MetaFunction = (args) =>
  profileMeta(args, "Mis reservas", "Tus reservas de vuelos, hoteles, paquetes y seguros con Kuntur Viajes.");

export default function ProfileBookings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col gap-4">
      <SectionHeading title="Mis reservas" />
      <OrdersNotice notice={loaderData.notice} refusal={actionData?.message ?? null} />
      <OrdersList
        orders={loaderData.orders}
        listPath={PROFILE_ORDERS_PATH}
        confirming={loaderData.confirming}
        filter={loaderData.filter}
      />
    </section>
  );
}
