import { formatLimaDateTime } from "#app/features/complaints/index.ts";
import { cardClass } from "#app/features/staff/staff-frame.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { OrderDeskDetail } from "./order-desk.server.ts";

const STATUS: Record<string, string> = {
  pending: "Pendiente",
  approved: "Aprobado",
  declined: "Rechazado",
  expired: "Vencido",
  cancelled: "Anulado",
  refunded: "Devuelto",
};

const OVERPAYMENT_CAUSES: Record<string, string> = {
  duplicate_charge: "el pedido ya estaba pagado",
  amount_mismatch: "monto distinto al cobrado",
  payable_not_payable: "el pedido ya no podía cobrarse",
};

/** "por anulación", "por pago en exceso (el pedido ya estaba pagado)": why the agency owes this refund. */
export function refundReasonLabel(refund: { reason: string; detail: Record<string, unknown> }): string {
  if (refund.reason !== "overpayment") return "por anulación";
  const cause = typeof refund.detail.cause === "string" ? OVERPAYMENT_CAUSES[refund.detail.cause] : undefined;
  return cause ? `por pago en exceso (${cause})` : "por pago en exceso";
}

function methodOf(payment: OrderDeskDetail["payments"][number]): string {
  if (payment.provider === "counter") return "Efectivo en agencia";
  if (payment.method === "card") {
    return `Tarjeta${payment.cardBrand ? ` ${payment.cardBrand} ${payment.cardLast4 ?? ""}` : ""}`;
  }
  return `Efectivo${payment.cash ? ` (código ${payment.cash.code})` : ""}`;
}

/** Payments and the ledger: charges, what is paid and due, and every refund due (cancellations, overpayments). */
export function OrderLedger({ detail }: { detail: OrderDeskDetail }) {
  const currency = detail.amounts.chargeCurrency;
  const money = (minor: number, code: string = currency) => formatMoney(minor, code, { alwaysDecimals: true });
  const { summary, balance } = detail;
  return (
    <section aria-labelledby="pagos" className={cardClass}>
      <h2 id="pagos" className="mb-3 text-lg font-bold">
        Pagos y movimientos
      </h2>
      <dl className="mb-3 grid grid-cols-[12rem_1fr] gap-x-4 text-sm" data-testid="ledger-summary">
        <dt>Total del pedido</dt>
        <dd>{money(detail.amounts.total.chargeMinor)}</dd>
        <dt>Pagado</dt>
        <dd>{money(balance.paidMinor)}</dd>
        <dt>Retenido (proveedores y comisión)</dt>
        <dd>{money(balance.retainedMinor)}</dd>
        <dt>Reembolsado</dt>
        <dd>{money(balance.refundedMinor)}</dd>
        <dt>Saldo por devolver</dt>
        <dd>{money(balance.owedMinor)}</dd>
        <dt>Por cobrar</dt>
        <dd>{money(summary.dueMinor)}</dd>
      </dl>
      {detail.payments.length === 0 ? (
        <p className="text-sm">Sin pagos.</p>
      ) : (
        <table className="mb-3 w-full text-left text-sm">
          <caption className="sr-only">Cobros del pedido</caption>
          <thead>
            <tr>
              {["Fecha", "Medio", "Monto", "Estado"].map((label) => (
                <th key={label} scope="col" className="font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {detail.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatLimaDateTime(payment.createdAt)}</td>
                <td>{methodOf(payment)}</td>
                <td>{money(payment.amount.amountMinor, payment.amount.currency)}</td>
                <td>{STATUS[payment.status] ?? payment.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="font-bold">Reembolsos</h3>
      {detail.refunds.length === 0 ? (
        <p className="text-sm">Sin reembolsos.</p>
      ) : (
        <ul className="text-sm" data-testid="refunds">
          {detail.refunds.map((refund) => (
            <li key={refund.id} className="mb-2">
              {money(refund.amountMinor, refund.currency)} {refundReasonLabel(refund)} ·{" "}
              {refund.amountMinor === 0
                ? "nada que devolver"
                : refund.paidOn
                  ? `pagado el ${formatDateShort(refund.paidOn)} (ref. ${refund.paidReference ?? ""})`
                  : refund.paidMinor > 0
                    ? `${money(refund.amountMinor - refund.paidMinor, refund.currency)} pendiente de pago`
                    : "pendiente de pago"}
              {refund.providerRefunds.map((given) => (
                <span key={given.reference} className="block">
                  Devuelto a la tarjeta: {money(given.amountMinor, refund.currency)} el {formatDateShort(given.paidOn)}{" "}
                  (ref. {given.reference})
                </span>
              ))}
              {refund.reason === "cancellation" ? (
                <span className="block text-muted">
                  Retenido por proveedores {money(refund.retainedMinor, refund.currency)} · comisión de la agencia{" "}
                  {money(refund.commissionMinor, refund.currency)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
