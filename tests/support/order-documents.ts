/**
 * Test data and one assertion for the order documents' frame: an order's money as the core computes it (rate
 * US$ 1 = S/ 3.7450 of 28/11/2026), and the frame texts every product's document must carry.
 */
import { expect } from "vitest";
import { computeOrderAmounts, type DocumentMoney, type FramedDocument } from "#app/features/orders/index.ts";
import { documentLines } from "#app/features/orders/index.ts";
import type { ItemLine, OrderItem, ProductKind } from "#app/features/orders/order-contract.ts";
import { DEMO_NOTICE } from "#app/utils/demo-notice.ts";

export const RATE = { from: "USD", to: "PEN", value: "3.7450", date: "2026-11-28", source: "sbs" } as const;
export const INVOICE = {
  ruc: "20512345678",
  businessName: "Viajes Corporativos Andinos S.A.C.",
  fiscalAddress: "Av. Arequipa 1234, Lince, Lima",
};

export const line = (code: string, label: string, amountMinor: number, kind: ItemLine["kind"] = "base"): ItemLine => ({
  kind,
  code,
  label,
  quantity: 1,
  unitMinor: amountMinor,
  amountMinor,
});

/** One item's money, paid by card (or a pending cash code) as the ledger reports it. */
export function itemMoney(
  product: ProductKind,
  lines: ItemLine[],
  paidBy: "card" | "cash" | "pending" = "card",
): DocumentMoney {
  const item: OrderItem = {
    id: `item-${product}`,
    orderId: "order-1",
    product,
    state: "fulfilled",
    position: 0,
    currency: "USD",
    lines,
    subtotalMinor: lines.reduce((sum, entry) => sum + entry.amountMinor, 0),
    travellerIndexes: [0],
    details: {},
    supplierRef: null,
    holdExpiresAt: null,
    priceValidUntil: null,
  };
  const amounts = computeOrderAmounts({
    chargeCurrency: "USD",
    referenceCurrency: "PEN",
    exchangeRate: { ...RATE },
    items: [item],
    adjustments: [],
  });
  const total = amounts.total.chargeMinor;
  return {
    amounts,
    paid:
      paidBy === "pending"
        ? null
        : {
            method: paidBy,
            amountMinor: total,
            currency: "USD",
            cardBrand: paidBy === "card" ? "Visa" : null,
            cardLast4: paidBy === "card" ? "1111" : null,
            installments: paidBy === "card" ? 1 : null,
            paidAt: "2026-11-28T17:05:00.000Z",
          },
    overpayments: [],
    pendingCash:
      paidBy === "pending"
        ? { code: "12345678", amountMinor: total, currency: "USD", expiresAt: "2026-11-29T02:00:00.000Z" }
        : null,
  };
}

/** The frame's texts: identity, RUC, address, complaints link, how and when paid, both currencies with the rate. */
export function expectFramed(
  document: FramedDocument,
  expected: { simulated: boolean; invoice: boolean; paid: "card" | "cash"; siteUrl: string },
): string {
  const text = documentLines(document)
    .join("\n")
    .replace(/\u00a0/g, " ");
  for (const part of [
    "Kuntur Viajes y Turismo S.A.C. · RUC 20609876540",
    "Av. José Larco 1150, piso 3, Miraflores, Lima",
    `Libro de Reclamaciones: ${expected.siteUrl}/libro-reclamaciones`,
    "Fecha de pago: 28/11/2026 a las 12:05 (hora de Lima)",
    "al tipo de cambio del 28/11/2026",
    "Tipo de cambio: US$ 1.00 = S/ 3.7450 (tipo de cambio del 28/11/2026)",
    expected.paid === "card"
      ? "Medio de pago: Tarjeta Visa terminada en 1111"
      : "Medio de pago: Efectivo con código de pago",
  ]) {
    expect(text).toContain(part);
  }
  if (expected.invoice) {
    expect(text).toContain("Comprobante: Factura electrónica");
    expect(text).toContain(`RUC: ${INVOICE.ruc}`);
    expect(text).toContain(`Razón social: ${INVOICE.businessName}`);
  } else {
    expect(text).toContain("Comprobante: Boleta de venta electrónica");
  }
  if (expected.simulated) expect(text).toContain(DEMO_NOTICE);
  else expect(text).not.toContain(DEMO_NOTICE);
  return text;
}
