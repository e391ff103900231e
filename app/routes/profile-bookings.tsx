import { data, redirect } from "react-router";
import { getDb } from "#db";
import { Link } from "#app/components/ui/link.tsx";
import { requireProfileUser } from "#app/features/accounts/profile/profile-guard.server.ts";
import { profileMeta } from "#app/features/accounts/profile/profile-meta.ts";
import { SectionHeading } from "#app/features/accounts/profile/profile-nav.tsx";
import { ProfileBookingsList } from "#app/features/flights/booking/profile-bookings-list.tsx";
import { cancelProfileBooking, profileBookings } from "#app/features/flights/booking/profile-bookings.server.ts";
import { ordersOfVisitor } from "#app/features/orders/index.server.ts";
import { AccountOrdersList } from "#app/features/orders/orders-ui.tsx";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/profile-bookings";

const NOTICES: Record<string, string> = { anulada: "Cancelaste la reserva. Sus asientos quedaron libres." };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireProfileUser(context, request);
  const [page, orders] = await Promise.all([profileBookings(user.id, url), ordersOfVisitor(getDb(), user)]);
  // Flights are listed in full above (with their cancellation); every other product's order below.
  const otherOrders = orders.filter((order) => order.product !== "flight");
  return { ...page, otherOrders, notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const outcome = await cancelProfileBooking(requireProfileUser(context, request).id, await readPostedForm(request));
  if (outcome.ok) return redirect(outcome.location);
  return data({ message: outcome.message }, { status: 409 });
}

export const meta: Route.MetaFunction = (args) =>
  profileMeta(args, "Mis reservas", "Tus reservas de vuelos, hoteles, paquetes y seguros con Kuntur Viajes.");

export default function ProfileBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { bookings, accounts, otherOrders, selected, confirmingCancel, notice } = loaderData;
  return (
    <section>
      <SectionHeading title="Mis reservas" />
      {bookings.length === 0 && otherOrders.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-card bg-surface p-6">
          <p className="font-semibold text-ink">Aún no tienes reservas.</p>
          <p className="text-muted">Cuando compres un vuelo, hotel, paquete o seguro, lo verás aquí.</p>
          <Link appearance="primary" to="/">
            Buscar mi próximo viaje
          </Link>
        </div>
      ) : bookings.length > 0 ? (
        <ProfileBookingsList
          bookings={bookings}
          accounts={accounts}
          selected={selected}
          confirmingCancel={confirmingCancel}
          message={actionData?.message ?? notice}
        />
      ) : null}
      <AccountOrdersList orders={otherOrders} heading="Hoteles y otras reservas" />
    </section>
  );
}
