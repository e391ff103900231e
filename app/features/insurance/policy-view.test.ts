import { describe, expect, it } from "vitest";
import { confirmationStatus, type PolicyView } from "./policy-view.ts";

const NOW = "2026-11-28T15:00:00.000Z";
const cash = (deadline: string) => ({
  status: "pending" as const,
  cash: { TransactionIdentifier: "12345678", Payment_Expiration_Datetime: deadline, bankSteps: [] },
});

function policy(overrides: Partial<PolicyView>): PolicyView {
  return { state: "pending_payment", paymentType: "CODIGO_PAGO", payment: null, ...overrides } as PolicyView;
}

describe("confirmationStatus: one state at a time on /conformidad", () => {
  it("is paid once the policy is active, whatever its cash code said", () => {
    expect(confirmationStatus(policy({ state: "active", payment: cash("2026-11-28T16:00:00Z") }), NOW)).toBe("paid");
    expect(confirmationStatus(policy({ state: "active", paymentType: "TARJETA" }), NOW)).toBe("paid");
  });

  it("awaits a cash payment until the code's deadline, then is expired even before the expiry job runs", () => {
    expect(confirmationStatus(policy({ payment: cash("2026-11-28T15:00:01Z") }), NOW)).toBe("awaiting_cash");
    expect(confirmationStatus(policy({ payment: cash(NOW) }), NOW)).toBe("expired");
    expect(confirmationStatus(policy({ state: "expired", payment: cash("2026-11-29T00:00:00Z") }), NOW)).toBe(
      "expired",
    );
  });

  it("is processing for an unpaid card purchase and cancelled for a cancelled policy", () => {
    expect(confirmationStatus(policy({ paymentType: "TARJETA" }), NOW)).toBe("processing_card");
    expect(confirmationStatus(policy({ state: "cancelled" }), NOW)).toBe("cancelled");
  });
});
