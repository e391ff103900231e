import { describe, expect, it } from "vitest";
import { formatReference } from "#app/features/orders/index.ts";
import { formatMoney } from "#app/utils/money.ts";
import { renderVoucherEmail } from "./booking-emails.server.ts";
import { moneyRows } from "./booking-money.ts";
import { voucherSections } from "./voucher-content.ts";
import { FIXTURE_BOOKING, FIXTURE_REFERENCE, fixtureMoney } from "#tests/support/voucher-fixture.ts";

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");
const usd = (minor: number) => nbsp(formatMoney(minor, "USD", { alwaysDecimals: true }));
const pen = (minor: number) => nbsp(formatMoney(minor, "PEN", { alwaysDecimals: true }));
/** Parses 'US$ 1,234.56' or 'S/ -1,234.56' back to minor units. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, "")) * 100);

/** The voucher's 'Detalle del precio' and 'Pago' sections (the order frame's), as the PDF and the page print them. */
function paymentRows(money: ReturnType<typeof fixtureMoney>) {
  const sections = voucherSections(FIXTURE_BOOKING, FIXTURE_REFERENCE, money, "https://kuntur.test").filter(
    (entry) => entry.heading === "Detalle del precio" || entry.heading === "Pago",
  );
  return sections.flatMap((section) => section.rows).map((row) => ({ label: row.label, value: nbsp(row.value) }));
}

/** Each line row 'US$ a (S/ b)' as its two amounts. */
function lineAmounts(rows: Array<{ label: string; value: string }>) {
  return rows
    .filter((row) => /^-?US\$ [\d,.]+ \(-?S\/ [\d,.]+\)$/.test(row.value))
    .map((row) => {
      const [charge = "", reference = ""] = row.value.split(" (");
      return { label: row.label, charge: minorOf(charge), reference: minorOf(reference) };
    });
}

const cases = {
  "a promo code": { promo: true },
  "an accepted price change and a promo": { promo: true, priceChange: true },
  "the travel-assistance add-on": { promo: false, addOn: true },
  "everything at once": { promo: true, priceChange: true, addOn: true },
};

describe("a booking's money on the voucher and in the e-mail", () => {
  for (const [name, options] of Object.entries(cases)) {
    it(`with ${name}: the lines add up to the money function's total in both currencies`, () => {
      const money = fixtureMoney(options);
      const { amounts } = money;
      const rows = paymentRows(money);
      const lines = lineAmounts(rows);
      const expectedCount =
        amounts.items.reduce((sum, item) => sum + item.lines.length, 0) + amounts.adjustments.length;
      expect(lines).toHaveLength(expectedCount);
      expect(lines.reduce((sum, line) => sum + line.charge, 0)).toBe(amounts.total.chargeMinor);
      expect(lines.reduce((sum, line) => sum + line.reference, 0)).toBe(amounts.total.referenceMinor);
      const total = rows.find((row) => row.label.startsWith("Total (se cobra en dólares)"));
      expect(total?.value).toBe(`${usd(amounts.total.chargeMinor)} · ${nbsp(formatReference(amounts))}`);
      expect(total?.value).toContain(
        `Referencial: ${pen(amounts.total.referenceMinor)} al tipo de cambio del 28/11/2026`,
      );
      expect(rows.find((row) => row.label === "Total pagado")?.value).toBe(
        `${usd(amounts.total.chargeMinor)} con tarjeta Visa terminada en 1111`,
      );

      const mail = nbsp(renderVoucherEmail(FIXTURE_BOOKING, FIXTURE_REFERENCE, money, "https://kuntur.test").text);
      for (const row of moneyRows(money)) expect(mail).toContain(nbsp(`${row.label}: ${row.value}`));
    });
  }

  it("names the promo and the accepted price change as lines with the money function's amounts", () => {
    const money = fixtureMoney({ promo: true, priceChange: true });
    const rows = paymentRows(money);
    const [change, promo] = money.amounts.adjustments;
    expect(change?.amount.chargeMinor).toBe(6_040);
    expect(rows).toContainEqual({
      label: "Nuevo precio aceptado (cambio de precio aceptado)",
      value: `${usd(6_040)} (${pen(change?.amount.referenceMinor ?? 0)})`,
    });
    // 10 % of the items (420.00) is 42.00, under the US$ 50 cap.
    expect(promo?.amount.chargeMinor).toBe(-4_200);
    expect(rows).toContainEqual({
      label: "Código VERANO10: 10% de descuento (hasta US$ 50)",
      value: `${usd(-4_200)} (${pen(promo?.amount.referenceMinor ?? 0)})`,
    });
  });

  it("lists the add-on with its policy number once issued, and says the certificate comes by e-mail", () => {
    const issued = fixtureMoney({ promo: false, addOn: true, policyNumber: "KVS-AB23CD45" });
    const rows = paymentRows(issued);
    // Each of the add-on's lines keeps its own label: the three premiums and their IGV read apart.
    const addOnLabels = rows.map((row) => row.label).filter((label) => label.startsWith("Asistencia en viaje"));
    expect(addOnLabels).toEqual([
      "Asistencia en viaje · Póliza KVS-AB23CD45: Asegurado 1 (35 años)",
      "Asistencia en viaje · Póliza KVS-AB23CD45: Asegurado 2 (35 años)",
      "Asistencia en viaje · Póliza KVS-AB23CD45: Asegurado 3 (35 años)",
      "Asistencia en viaje · Póliza KVS-AB23CD45: IGV (18%)",
    ]);
    const section = voucherSections(FIXTURE_BOOKING, FIXTURE_REFERENCE, issued, "https://kuntur.test").find(
      (entry) => entry.heading === "Asistencia en viaje",
    );
    expect(section?.rows[0]).toEqual({ label: "Póliza", value: "KVS-AB23CD45" });
    const mail = renderVoucherEmail(FIXTURE_BOOKING, FIXTURE_REFERENCE, issued, "https://kuntur.test").text;
    expect(mail).toContain(
      "Asistencia en viaje: póliza KVS-AB23CD45. Te enviamos su certificado en PDF en otro correo.",
    );

    const unpaid = fixtureMoney({ promo: false, addOn: true, policyNumber: null });
    expect(paymentRows(unpaid).map((row) => row.label)).toContain("Asistencia en viaje: IGV (18%)");
  });

  it("shows a second approved payment as an overpayment with its refund, never in the total paid", () => {
    const money = { ...fixtureMoney(), overpayments: [{ amountMinor: 42_000, refundDueMinor: 42_000 }] };
    const rows = paymentRows(money);
    expect(rows.find((row) => row.label === "Total pagado")?.value).toContain(usd(37_800));
    expect(rows).toContainEqual({
      label: "Pago duplicado",
      value: `${usd(42_000)}: lo devolvemos (reembolso pendiente de ${usd(42_000)})`,
    });
  });
});
