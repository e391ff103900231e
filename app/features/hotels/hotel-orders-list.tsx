import { Link } from "react-router";
import { formatDateShort } from "#app/utils/dates.ts";
import type { HotelOrderSummary } from "./hotel-my-orders.server.ts";

/** 'Mis reservas': the user's hotel stays, each linking to its order page (voucher, cancellation). */
export function HotelOrdersList({ orders }: { orders: HotelOrderSummary[] }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="hotel-orders-heading" className="mt-6 flex flex-col gap-3">
      <h3 id="hotel-orders-heading" className="text-lg font-bold text-ink">
        Hoteles
      </h3>
      <ul className="flex flex-col gap-2">
        {orders.map((order) => (
          <li key={order.id} className="rounded-card border border-slate-200 bg-white p-4">
            <Link to={order.href} className="font-semibold text-brand-700 underline">
              {order.hotelName}
            </Link>
            <p className="text-sm">
              Código {order.code} · del {formatDateShort(order.checkIn)} al {formatDateShort(order.checkOut)} ·{" "}
              {order.total} · {order.state}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
