import { describe, expect, it } from "vitest";
import { INVOICE, expectFramed, itemMoney, line } from "#tests/support/order-documents.ts";
import { documentFrame } from "#app/features/orders/index.ts";
import { certificateDocument } from "./policy-certificate.ts";
import type { CertificateData } from "./policy-view.ts";

const policy: CertificateData = {
  policyNumber: "KVS-AB23CD45",
  quoteId: "COT-ABCDEFGHJK",
  state: "active",
  planName: "Plan Europa",
  company: "Andes Asistencia",
  destination: "Europa",
  startDate: "2026-12-10",
  endDate: "2026-12-17",
  days: 8,
  totalMinor: 4_248,
  taxMinor: 648,
  coverage: [{ Codigo: "MED", NombreVisible: "Asistencia médica", Valor: "US$ 60,000" }],
  assistancePhone: "+51 1 700 0000",
  travellers: [
    {
      names: "Ana",
      surnames: "Quispe",
      documentType: "DNI",
      documentNumber: "45678912",
      birthDate: "1990-05-01",
      age: 36,
    },
  ],
};
const SITE = "https://kuntur.test";

describe("the insurance certificate", () => {
  it("fills the order documents' frame: identity, complaints book, demo notice, how paid, both currencies, invoice", () => {
    const money = itemMoney(
      "insurance",
      [line("PLAN", "Seguro Plan Europa", 3_600), line("IGV", "IGV (18%)", 648, "tax")],
      "cash",
    );
    for (const simulated of [true, false]) {
      for (const invoice of [INVOICE, null]) {
        const frame = documentFrame({ orderCode: "K7PQ2M", money, invoice, siteUrl: SITE, simulated });
        const text = expectFramed(certificateDocument(policy, frame), {
          simulated,
          invoice: invoice !== null,
          paid: "cash",
          siteUrl: SITE,
        });
        expect(text).toContain("Estado: vigente (pago confirmado)");
        expect(text).toContain("Asegurado 1: Ana Quispe · DNI 45678912");
        expect(text).toContain("Asistencia médica: US$ 60,000");
        expect(text).toContain(
          "Total (se cobra en dólares): US$ 42.48 · Referencial: S/ 159.09 al tipo de cambio del 28/11/2026",
        );
      }
    }
  });
});
