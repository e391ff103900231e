/**
 * A booking's money as its owner reads it (confirmation, voucher PDF, e-mails, 'Mis reservas'): every amount comes
 * from the order's `computeOrderAmounts` (lines that add up to the total in both currencies, the promo and an accepted
 * price change as lines), the charge currency named and the other as a dated reference; what was paid comes from the
 * payments ledger (the approved payment that paid the order; a second approval is an overpayment, never mixed in).
 * Pure: booking-money.server.ts loads it.
 */
import type { AmountLine } from "#app/features/orders/order-contract.ts";
import type { CashCodeView } from "#app/features/orders/orders-ui.tsx";
import {
  amountText,
  overpaymentRows,
  paymentText,
  priceRows,
  type CancellationFigures,
  type DocumentMoney,
} from "#app/features/orders/index.ts";

export type { VoucherPayment } from "#app/features/orders/index.ts";
export type { CashCodeView };
export { paymentText, totalText } from "#app/features/orders/index.ts";

export type BookingMoney = DocumentMoney & {
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

const QUANTITY_LABELS = new Set(["base"]);

/**
 * 'Adultos x 2', 'IGV', 'Asistencia en viaje · Póliza KVS-…: Asegurado 1 (36 años)', 'Código VERANO: 10% de descuento'.
 * The add-on's lines keep their own label (a premium and its IGV are two lines).
 */
export function moneyLineLabel(
  line: AmountLine,
  product: string | null,
  money: Pick<BookingMoney, "assistance">,
): string {
  if (product === "insurance") {
    const policy = money.assistance?.policyNumber;
    return `${policy ? `Asistencia en viaje · Póliza ${policy}` : "Asistencia en viaje"}: ${line.label}`;
  }
  if (product === "flight" && QUANTITY_LABELS.has(line.kind) && line.quantity > 1) {
    return `${line.label} x ${String(line.quantity)}`;
  }
  return line.label;
}

/** 'Monto: US$ 555.72 · Referencial: …': a cash code's amount in its currency with the order's reference. */
export function cashAmountText(money: Pick<BookingMoney, "amounts">, amountMinor: number): string {
  return amountText(money.amounts, amountMinor);
}

/** Every money row, in reading order: the lines of each item, the adjustments, the total, what was paid, refunds. */
export function moneyRows(money: BookingMoney): MoneyRow[] {
  return [
    ...priceRows(money.amounts, (line, product) => moneyLineLabel(line, product, money)),
    { label: "Total pagado", value: money.paid ? paymentText(money.paid) : "Pendiente" },
    ...overpaymentRows(money),
  ];
}
