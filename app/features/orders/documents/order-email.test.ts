import { afterEach, describe, expect, it } from "vitest";
import { itemMoney, line } from "#tests/support/order-documents.ts";
import { DEMO_NOTICE, setSimulatedPayments } from "#app/utils/payment-mode.ts";
import { renderCashCodeEmail, renderOrderEmail } from "./order-email.server.ts";

describe("the order e-mails' frame", () => {
  afterEach(() => setSimulatedPayments(false));

  it("adds the complaints book under the agency's identity, and the demo notice while the sandbox takes payments", () => {
    setSimulatedPayments(true);
    const mail = renderOrderEmail(
      { subject: "S", preheader: "P", heading: "H", paragraphs: ["Texto"] },
      "https://kuntur.test/",
    );
    for (const part of [
      DEMO_NOTICE,
      "RUC 20609876540",
      "Libro de Reclamaciones: https://kuntur.test/libro-reclamaciones",
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
  });

  it("gives a cash code's amount in both currencies with the rate's date, the deadline in Lima time and the banks", () => {
    const { amounts } = itemMoney("hotel", [line("NIGHT", "Noches x 3", 48_408)]);
    const mail = renderCashCodeEmail(
      { code: "H4TQ9P" },
      {
        code: "12345678",
        expiresAt: "2026-11-29T02:00:00.000Z",
        bankSteps: [{ Imagen: "", Name: "BCP", PaymentSteps: [{ Step: "Agentes", Value: "Indica el código" }] }],
        amount: { amountMinor: 48_408, currency: "USD" },
        amounts,
      },
      {
        released: "las habitaciones se liberan",
        afterPayment: "Te enviaremos el voucher por correo.",
        action: { label: "Ver mi reserva", url: "https://kuntur.test/hoteles/pedido/x" },
      },
      "https://kuntur.test",
    );
    const text = mail.text.replace(/\u00a0/g, " ");
    expect(mail.subject).toBe("Tu código de pago 12345678 para la reserva H4TQ9P");
    expect(text).toContain("Monto: US$ 484.08 · Referencial: S/ 1,812.88 al tipo de cambio del 28/11/2026.");
    expect(text).toContain("Paga antes del sáb. 28 nov. 2026, 21:00 (hora de Lima)");
    expect(text).toContain("la reserva se anula y las habitaciones se liberan.");
    expect(text).toContain("BCP\n\nAgentes: Indica el código");
    expect(text).toContain("Ver mi reserva: https://kuntur.test/hoteles/pedido/x");
    expect(text).toContain("Libro de Reclamaciones: https://kuntur.test/libro-reclamaciones");
  });
});
