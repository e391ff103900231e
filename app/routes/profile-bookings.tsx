import { getDb } from "#db";
import { Link } from "../components/ui/link.tsx";
import { requireProfileUser } from "../features/accounts/profile/profile-guard.server.ts";
import { profileMeta } from "../features/accounts/profile/profile-meta.ts";
import { SectionHeading } from "../features/accounts/profile/profile-nav.tsx";
import { listUserBookings } from "../features/accounts/user-bookings.server.ts";
import type { Route } from "./+types/profile-bookings";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { bookings: await listUserBookings(getDb(), requireProfileUser(context, request).id) };
}

export const meta: Route.MetaFunction = (args) =>
  profileMeta(args, "Mis reservas", "Tus reservas de vuelos, hoteles, paquetes y seguros con Kuntur Viajes.");

const STATUS = { "pending-payment": "Pendiente de pago", confirmed: "Confirmada", cancelled: "Anulada" } as const;
const money = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat("es-PE", { style: "currency", currency }).format(amountMinor / 100);
const date = new Intl.DateTimeFormat("es-PE", { dateStyle: "medium", timeZone: "America/Lima" });

export default function ProfileBookings({ loaderData }: Route.ComponentProps) {
  const { bookings } = loaderData;
  return (
    <section>
      <SectionHeading title="Mis reservas" />
      {bookings.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-card bg-surface p-6">
          <p className="font-semibold text-ink">Aún no tienes reservas.</p>
          <p className="text-muted">Cuando compres un vuelo, hotel, paquete o seguro, lo verás aquí.</p>
          <Link appearance="primary" to="/">
            Buscar mi próximo viaje
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {bookings.map((booking) => (
            <li key={booking.id} className="rounded-card border border-slate-200 p-4">
              <p className="font-semibold text-ink">{booking.description}</p>
              <p className="text-sm text-muted">
                Reserva {booking.reference} · {STATUS[booking.status]} · {date.format(new Date(booking.createdAt))} ·{" "}
                {money(booking.total.amountMinor, booking.total.currency)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
