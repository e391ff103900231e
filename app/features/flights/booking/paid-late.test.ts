import { describe, expect, it } from "vitest";
import { processingStatus } from "./booking-confirmation-data.server.ts";
import { PAID_LATE_TEXT } from "./processing-page.tsx";
import { FIXTURE_BOOKING, FIXTURE_MONEY, FIXTURE_REFERENCE } from "#tests/support/voucher-fixture.ts";
import { voucherSections } from "./voucher-content.ts";

describe("a booking paid after it expired", () => {
  it("is told it was paid late and will be refunded, not that it is paid", () => {
    expect(processingStatus("expired", "approved")).toBe("paid_late");
    expect(processingStatus("ticketed", "approved")).toBe("paid");
    expect(processingStatus("held", "approved")).toBe("paid");
    expect(processingStatus("expired", null)).toBe("ended");
    expect(processingStatus("cancelled", "declined")).toBe("ended");
    expect(processingStatus("held", "declined")).toBe("declined");
    expect(PAID_LATE_TEXT("K7PQ2M")).toContain("te devolveremos el monto pagado");
  });

  it("never shows its tickets as being issued", () => {
    const rows = (state: typeof FIXTURE_BOOKING.state) =>
      voucherSections(
        { ...FIXTURE_BOOKING, state, tickets: [] },
        FIXTURE_REFERENCE,
        { ...FIXTURE_MONEY, paid: null },
        "https://kuntur.test",
      )
        .flatMap((section) => section.rows.map((row) => row.value))
        .join("\n");
    expect(rows("expired")).not.toContain("Boleto en emisión");
    expect(rows("expired")).toContain("Boleto no emitido");
    expect(rows("confirmed")).toContain("Boleto en emisión");
  });
});
