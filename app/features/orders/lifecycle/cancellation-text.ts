/**
 * How the customer's pages, the desk and the e-mails word one cancellation's figures: the same rows, labels and
 * notes everywhere (amounts from computeCancellation). Pure and client-safe.
 */
import { formatRateDate } from "#app/features/orders/order-money.ts";
import { formatCharge, formatDual } from "#app/features/orders/order-format.ts";
import {
  ADD_ON_POLICY_TEXT,
  CANCELLATION_COMMISSION_PERCENT,
  COMMISSION_BASIS_TEXT,
  type CancellationFigures,
} from "./cancellation-figures.ts";

export type CancellationRow = {
  label: string;
  /** 'US$ 112.15 (S/ 419.96)'. */
  value: string;
  /** Subtracted from what was paid (shown with a minus sign). */
  deducted: boolean;
  /** The refund: the row that matters most. */
  total: boolean;
};

/** The first row of one item's figures (decision 063): its share of what was paid. */
export const ITEM_PAID_LABEL = "Pagaste por este servicio";

/** Paid, retained, kept, commission and refund as rows (kept only when an item stays in force). */
export function cancellationRows(
  figures: CancellationFigures,
  refundLabel = "Te devolvemos",
  paidLabel = figures.only ? ITEM_PAID_LABEL : "Pagaste",
): CancellationRow[] {
  const money = (amount: CancellationFigures["paid"]) => formatDual(figures, amount);
  const rows: CancellationRow[] = [
    { label: paidLabel, value: money(figures.paid), deducted: false, total: false },
    {
      label: "Retención de costos del proveedor (según la tarifa)",
      value: money(figures.retained),
      // Nothing retained is not subtracted ('US$ 0.00', never '-US$ 0.00').
      deducted: figures.retained.chargeMinor > 0,
      total: false,
    },
  ];
  if (figures.kept.chargeMinor > 0) {
    rows.push({
      label: "Se mantiene vigente (no se reembolsa)",
      value: money(figures.kept),
      deducted: true,
      total: false,
    });
  }
  rows.push(
    {
      label: `Comisión de la agencia (${String(CANCELLATION_COMMISSION_PERCENT)} % de ${formatCharge(figures, figures.commissionBase.chargeMinor)})`,
      value: money(figures.commission),
      deducted: true,
      total: false,
    },
    { label: refundLabel, value: money(figures.refund), deducted: false, total: true },
  );
  return rows;
}

/** The item-by-item notes: each product's rule, what stays in force, what the commission is taken on, the rate. */
export function cancellationNotes(figures: CancellationFigures): string[] {
  const items = figures.items.map((line) =>
    line.outcome === "cancel"
      ? `${line.title}: ${line.note} (retención ${formatCharge(figures, line.retained.chargeMinor)}).`
      : `${line.title}: ${line.note}`,
  );
  const addOn = figures.items.some((line) => line.product === "insurance") && figures.items.length > 1;
  return [
    ...items,
    COMMISSION_BASIS_TEXT,
    ...(addOn ? [ADD_ON_POLICY_TEXT] : []),
    `Montos en ${figures.referenceCurrency === "PEN" ? "soles" : "dólares"} al tipo de cambio del ${formatRateDate(figures.exchangeRate.date)} de tu pedido.`,
  ];
}

/** The one-line summary: 'Pagaste US$ 796.24 · Retenido US$ 684.09 · Reembolso US$ 112.15'. */
export function cancellationSummary(figures: CancellationFigures): string {
  const charge = (minor: number) => formatCharge(figures, minor);
  const retained = figures.retained.chargeMinor + figures.kept.chargeMinor + figures.commission.chargeMinor;
  return `Pagaste ${charge(figures.paid.chargeMinor)} · Retenido ${charge(retained)} · Reembolso ${charge(figures.refund.chargeMinor)}`;
}
