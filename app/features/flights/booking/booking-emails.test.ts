import { describe, expect, it } from "vitest";
import { renderCancellationEmail, renderCashCodeEmail, renderVoucherEmail } from "./booking-emails.server.ts";
import { orderIdOfLink } from "#app/features/orders/index.server.ts";
import { FIXTURE_BOOKING, FIXTURE_MONEY, FIXTURE_REFERENCE } from "#tests/support/voucher-fixture.ts";

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

/** The order the e-mail's 'Ver mi reserva' signed link opens (on the e-mail's site). */
function linkedOrder(text: string, site = "https://kuntur.test"): string | null {
  const link = /Ver mi reserva: (\S+)/.exec(text)?.[1] ?? "";
  return link.startsWith(`${site}/mis-reservas/abrir?enlace=`)
    ? orderIdOfLink(new URL(link).searchParams.get("enlace"))
    : null;
}

describe("booking e-mails", () => {
  it("the voucher e-mail lists the flights, the tickets and what was paid, never more of the card than 4 digits", () => {
    const mail = renderVoucherEmail(FIXTURE_BOOKING, FIXTURE_REFERENCE, FIXTURE_MONEY, "https://kuntur.test");
    expect(mail.subject).toBe("¡Todo listo para tu vuelo! Reserva K7PQ2M");
    const text = nbsp(mail.text);
    expect(text).toContain("Ida: LA 2047 Lima (LIM) - Cusco (CUZ), jue. 10 dic. 2026, 06:15");
    expect(text).toContain("Boleto 0451234567890: María José Quispe Ñahui");
    expect(text).toContain("Total pagado: US$ 378.00 con tarjeta Visa terminada en 1111");
    expect(mail.html).toContain("Kuntur Viajes y Turismo S.A.C.");
    expect(linkedOrder(mail.text)).toBe(FIXTURE_BOOKING.id);
  });

  it("the cash code e-mail gives the code, the amount, the deadline in Lima time and each bank's steps", () => {
    const mail = renderCashCodeEmail(
      FIXTURE_BOOKING,
      {
        code: "123456789",
        expiresAt: "2026-11-26T21:30:00.000Z",
        amount: { amountMinor: 37_800, currency: "USD" },
        amounts: FIXTURE_MONEY.amounts,
        bankSteps: [
          {
            Imagen: "/bcp.svg",
            Name: "BCP",
            PaymentSteps: [{ Step: "Banca por internet", Value: "Pagar servicios > Kuntur Viajes" }],
          },
        ],
      },
      "https://kuntur.test",
    );
    const text = nbsp(mail.text);
    expect(mail.subject).toBe("Tu código de pago 123456789 para la reserva K7PQ2M");
    expect(text).toContain(
      "Código de pago: 123456789. Monto: US$ 378.00 · Referencial: S/ 1,415.61 al tipo de cambio del 28/11/2026.",
    );
    // 21:30 UTC is 16:30 in Lima.
    expect(text).toContain("Paga antes del jue. 26 nov. 2026, 16:30 (hora de Lima)");
    expect(text).toContain("BCP\n\nBanca por internet: Pagar servicios > Kuntur Viajes");
    expect(linkedOrder(text)).toBe(FIXTURE_BOOKING.id);
  });

  it("the cancellation e-mail says the code expired and the seats were freed", () => {
    const mail = renderCancellationEmail(FIXTURE_BOOKING, "123456789", "https://kuntur.test/");
    expect(mail.subject).toBe("Reserva K7PQ2M anulada: el código de pago venció");
    expect(mail.text).toContain("liberamos sus asientos");
    expect(mail.text).toContain("haz una nueva búsqueda en https://kuntur.test/vuelos");
    expect(linkedOrder(mail.text)).toBe(FIXTURE_BOOKING.id);
  });
});
