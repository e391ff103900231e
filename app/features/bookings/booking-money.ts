/**
 * A booking's money as its owner reads it (confirmation, voucher PDF, e-mails, 'Mis reservas'): every amount comes
 * from the order's `computeOrderAmounts` (lines that add up to the total in both currencies, the promo and an accepted
 * price change as lines), the charge currency named and the other as a dated reference; what was paid comes from the
 * payments ledger (the approved payment that paid the order; a second approval is an overpayment, never mixed in).
 * Pure: booking-money.server.ts loads it.
 */
import type { AmountLine, CurrencyCode, OrderAmounts } from "#app/features/orders/order-contract.ts";
import { formatCharge, formatDual, formatReference, type CancellationFigures } from "#app/features/orders/index.ts";
import { formatMoney } from "#app/utils/money.ts";

/** The approved payment that paid the order, as the payment reports it (never more of a card than brand and last 4). */
export type VoucherPayment = {
  method: "card" | "cash";
  amountMinor: number;
  currency: CurrencyCode;
  cardBrand: string | null;
  cardLast4: string | null;
  installments: number | null;
  paidAt: string | null;
};

export type BookingMoney = {
  amounts: OrderAmounts;
  /** The kept approved payment; null while unpaid. */
  paid: VoucherPayment | null;
  /** Approved payments beyond the one kept, with the refund still due (charge currency). */
  overpayments: Array<{ amountMinor: number; refundDueMinor: number }>;
  /** A cash code waiting to be paid (its amount is what the ledger asks). */
  pendingCash: { code: string; amountMinor: number; currency: CurrencyCode; expiresAt: string } | null;
  /** The travel-assistance add-on when bought: its policy number once issued on payment. */
  assistance: { itemId: string; policyNumber: string | null } | null;
};

/**
 * What 'Mis reservas' shows of a booking's money: amounts, the paid amount, a pending cash code in full, and once
 * cancelled the recorded cancellation's figures (paid, retained, refunded).
 */
export type BookingAccount = {
  money: BookingMoney;
  cash: CashCodeView | null;
  renderedAt: string;
  cancellation: CancellationFigures | null;
};

export type MoneyRow = { label: string; value: string };

/** A pending cash code as pages show it: the code, its amount (charge currency and reference), deadline and banks. */
export type CashCodeView = {
  code: string;
  expiresAt: string;
  bankSteps: Array<{ Imagen: string; Name: string; PaymentSteps: Array<{ Step: string; Value: string }> }>;
  amountText: string;
};

const QUANTITY_LABELS = new Set(["base"]);

/** 'Adultos x 2', 'IGV', 'Asistencia en viaje · Póliza KVS-…', 'Código VERANO: 10% de descuento'. */
export function moneyLineLabel(
  line: AmountLine,
  product: string | null,
  money: Pick<BookingMoney, "assistance">,
): string {
  if (product === "insurance") {
    const policy = money.assistance?.policyNumber;
    return policy ? `Asistencia en viaje · Póliza ${policy}` : "Asistencia en viaje";
  }
  if (product === "flight" && QUANTITY_LABELS.has(line.kind) && line.quantity > 1) {
    return `${line.label} x ${String(line.quantity)}`;
  }
  return line.label;
}

export function paymentText(payment: VoucherPayment): string {
  const amount = formatMoney(payment.amountMinor, payment.currency, { alwaysDecimals: true });
  if (payment.method === "cash") return `${amount} con código de pago (banca por internet, agentes y bodegas)`;
  const card = [payment.cardBrand ?? "Tarjeta", payment.cardLast4 ? `terminada en ${payment.cardLast4}` : ""]
    .filter(Boolean)
    .join(" ");
  const installments =
    payment.installments && payment.installments > 1 ? `, ${String(payment.installments)} cuotas` : "";
  return `${amount} con tarjeta ${card}${installments}`;
}

/** 'US$ 555.72 · Referencial: S/ 2,081.17 al tipo de cambio del 28/11/2026'. */
export function totalText(amounts: OrderAmounts): string {
  return `${formatCharge(amounts, amounts.total.chargeMinor)} · ${formatReference(amounts)}`;
}

/** 'Monto: US$ 555.72 · Referencial: …': a cash code's amount in its currency with the order's reference. */
export function cashAmountText(money: Pick<BookingMoney, "amounts">, amountMinor: number): string {
  const { amounts } = money;
  if (amountMinor === amounts.total.chargeMinor) return totalText(amounts);
  return formatCharge(amounts, amountMinor);
}

/** Every money row, in reading order: the lines of each item, the adjustments, the total, what was paid, refunds. */
export function moneyRows(money: BookingMoney): MoneyRow[] {
  const { amounts } = money;
  const lines = amounts.items.flatMap((item) =>
    item.lines.map((line) => ({
      label: moneyLineLabel(line, item.product, money),
      value: formatDual(amounts, line.amount),
    })),
  );
  const adjustments = amounts.adjustments.map((line) => ({
    label: line.kind === "price_change" ? `${line.label} (cambio de precio aceptado)` : line.label,
    value: formatDual(amounts, line.amount),
  }));
  const overpayments = money.overpayments.map((entry) => ({
    label: "Pago duplicado",
    value:
      entry.refundDueMinor > 0
        ? `${formatCharge(amounts, entry.amountMinor)}: lo devolvemos (reembolso pendiente de ${formatCharge(amounts, entry.refundDueMinor)})`
        : `${formatCharge(amounts, entry.amountMinor)}: devuelto`,
  }));
  return [
    ...lines,
    ...adjustments,
    {
      label: `Total (se cobra en ${amounts.chargeCurrency === "USD" ? "dólares" : "soles"})`,
      value: totalText(amounts),
    },
    { label: "Total pagado", value: money.paid ? paymentText(money.paid) : "Pendiente" },
    ...overpayments,
  ];
}
