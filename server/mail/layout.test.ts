import { afterEach, describe, expect, it } from "vitest";
import { DEMO_NOTICE, setSimulatedPayments } from "#app/utils/payment-mode.ts";
import { renderEmail } from "./layout.ts";

describe("e-mail layout", () => {
  it("renders HTML and plain text with the action link, escaping user data", () => {
    const email = renderEmail({
      subject: "Confirma tu correo",
      preheader: "Un paso más",
      heading: "Hola, <Ana>",
      paragraphs: ["Gracias por registrarte en Kuntur Viajes."],
      action: { label: "Confirmar correo", url: "https://example.test/confirmacion/abc?x=1&y=2" },
      notes: ["Este enlace vence en 24 horas."],
    });
    expect(email.html).toContain("Hola, &lt;Ana&gt;");
    expect(email.html).not.toContain("<Ana>");
    expect(email.html).toContain('href="https://example.test/confirmacion/abc?x=1&amp;y=2"');
    expect(email.text).toContain("Confirmar correo: https://example.test/confirmacion/abc?x=1&y=2");
    expect(email.text).toContain("RUC 20609876540");
  });
});

describe("e-mails while the sandbox takes payments", () => {
  afterEach(() => setSimulatedPayments(false));
  it("say in both parts that no real charge is made, and only then", () => {
    const content = { subject: "Pago", preheader: "p", heading: "Hola", paragraphs: ["Tu reserva."] };
    setSimulatedPayments(true);
    const demo = renderEmail(content);
    expect(demo.html).toContain(DEMO_NOTICE);
    expect(demo.text.startsWith(DEMO_NOTICE)).toBe(true);
    setSimulatedPayments(false);
    const real = renderEmail(content);
    expect(real.html).not.toContain(DEMO_NOTICE);
    expect(real.text).not.toContain(DEMO_NOTICE);
  });
});
