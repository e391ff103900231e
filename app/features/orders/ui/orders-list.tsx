import { Link } from "#app/components/ui/link.tsx";
import type { AccountOrderEntry } from "#app/features/orders/access/account-orders.server.ts";
import type { ConfirmingCancellation } from "#app/features/orders/ui/my-orders.server.ts";
// Through the public UI modules the order pages load, so that the build keeps each of them one shared chunk.
import { CancelBookingControls } from "#app/features/orders/order-actions-ui.tsx";
import { CancellationFiguresView } from "#app/features/orders/orders-ui.tsx";

type Confirming = ConfirmingCancellation | null;

function OrderMoney({ money }: { money: AccountOrderEntry["money"] }) {
  if (money.kind === "uncharged") return <p className="text-sm">{money.note}</p>;
  if (money.kind === "refund") {
    return (
      <p className="text-sm">
        {money.summary}
        <br />
        <span className="font-semibold">Te devolvemos {money.refund}</span>
      </p>
    );
  }
  return (
    <p className="text-sm">
      <span className="font-semibold">Total {money.total}</span>
      <br />
      <span className="text-muted">{money.reference}</span>
    </p>
  );
}

function OrderEntry({
  order,
  listPath,
  confirming,
}: {
  order: AccountOrderEntry;
  listPath: string;
  confirming: Confirming;
}) {
  const mine = confirming?.id === order.id ? confirming : null;
  return (
    <li className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4">
      <h3 className="font-semibold break-words text-ink">{order.title}</h3>
      <p className="text-sm break-words">{order.subtitle}</p>
      <p className="text-sm text-muted">
        Reserva {order.code} · {order.stateLabel}
      </p>
      {order.facts.length > 0 ? (
        <p className="text-sm break-words text-muted">
          {order.facts.map((fact) => `${fact.label}: ${fact.value}`).join(" · ")}
        </p>
      ) : null}
      <OrderMoney money={order.money} />
      <div className="flex flex-wrap items-center gap-3">
        <Link to={order.href} aria-label={`Ver detalle de la reserva ${order.code}`}>
          Ver detalle
        </Link>
      </div>
      {order.cancellation ? (
        <CancelBookingControls
          code={order.code}
          confirming={mine !== null}
          confirmHref={`${listPath}?cancelar=${encodeURIComponent(order.id)}`}
          backHref={listPath}
          fields={{ orderId: order.id, kind: order.cancellation }}
          details={
            mine?.kind === "unpaid" ? (
              <p>{mine.says}</p>
            ) : mine ? (
              <>
                <CancellationFiguresView figures={mine.figures} refundLabel="Si cancelas hoy, te devolvemos" />
                <p>La reserva no se podrá recuperar.</p>
              </>
            ) : null
          }
        />
      ) : null}
    </li>
  );
}

/**
 * 'Mis reservas': every order of every product, as its product describes it, with its state, the core's figures
 * (the total in both currencies, or what a cancellation gave back), its page and, where allowed, its cancellation.
 */
export function OrdersList({
  orders,
  listPath,
  confirming,
  heading,
  filter = null,
}: {
  orders: AccountOrderEntry[];
  listPath: string;
  confirming: Confirming;
  /** A heading of its own (the look-up page); the profile's section heading names it otherwise. */
  heading?: string;
  /** The list shows one product's orders (`?producto=`): what it says of that (the server's words). */
  filter?: string | null;
}) {
  if (orders.length === 0 && !filter) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-card bg-surface p-6">
        <p className="font-semibold text-ink">Aún no tienes reservas.</p>
        <p className="text-muted">Cuando compres un vuelo, hotel, paquete o seguro, lo verás aquí.</p>
        <Link appearance="primary" to="/">
          Buscar mi próximo viaje
        </Link>
      </div>
    );
  }
  const list = (
    <>
      {filter ? <p>{filter}</p> : null}
      <ul className="flex flex-col gap-3" aria-label="Tus reservas">
        {orders.map((order) => (
          <OrderEntry key={order.id} order={order} listPath={listPath} confirming={confirming} />
        ))}
      </ul>
    </>
  );
  if (!heading) return list;
  return (
    <section aria-labelledby="orders-list-heading" className="flex flex-col gap-3">
      <h2 id="orders-list-heading" className="text-xl font-bold text-ink">
        {heading}
      </h2>
      {list}
    </section>
  );
}
