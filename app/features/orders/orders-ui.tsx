// The order core's public UI: what other features' pages may render of it.
import { Link } from "react-router";
import type { AccountOrderEntry } from "./access/account-orders.server.ts";

/** 'Mis reservas' of a signed-in account: every order of every product, each linking to its order page. */
export function AccountOrdersList({ orders, heading }: { orders: AccountOrderEntry[]; heading: string }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="account-orders-heading" className="mt-6 flex flex-col gap-3">
      <h3 id="account-orders-heading" className="text-lg font-bold text-ink">
        {heading}
      </h3>
      <ul className="flex flex-col gap-2">
        {orders.map((order) => (
          <li key={order.id} className="rounded-card border border-slate-200 bg-white p-4">
            <Link to={order.href} className="font-semibold text-brand-700 underline">
              {order.title}
            </Link>
            <p className="text-sm">
              Código {order.code} · {order.subtitle} · {order.total} · {order.state}
            </p>
            {order.facts.length > 0 ? (
              <p className="text-sm text-muted">
                {order.facts.map((fact) => `${fact.label}: ${fact.value}`).join(" · ")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export type { AccountOrderEntry };

export { CancellationFiguresView } from "./lifecycle/cancellation-view.tsx";
export { OrderRefundSection } from "./lifecycle/refund-section.tsx";
export { ComprobanteFields, comprobanteText } from "#app/features/orders/ui/comprobante-fields.tsx";
export { PromoCodeField } from "#app/features/orders/ui/promo-code-field.tsx";
export { CashCodeBlock, type CashCodeView } from "#app/features/orders/ui/cash-code-block.tsx";
