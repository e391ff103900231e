import { describe, expect, it } from "vitest";
import { quoteCancellation } from "./booking-refund.ts";
import { FIXTURE_BOOKING } from "./voucher-fixture.ts";

describe("cancelling a paid booking (SPEC 9: costs retained plus 10% commission)", () => {
  it("retains the whole base fare of a non-refundable fare, the service charge and 10% of what was paid", () => {
    // Base 315.00, service charge 20.00, paid 378.00: retention 335.00, commission 37.80, refund 5.20.
    expect(quoteCancellation(FIXTURE_BOOKING, 37_800)).toEqual({
      paidMinor: 37_800,
      retentionMinor: 33_500,
      commissionMinor: 3_780,
      refundDueMinor: 520,
    });
  });

  it("retains the airline's penalty per passenger when the fare is refundable", () => {
    const refundable = {
      ...FIXTURE_BOOKING,
      fareFamily: { ...FIXTURE_BOOKING.fareFamily, refund: { allowed: true as const, penaltyMinor: 3_000 } },
    };
    // Penalty 3 x 30.00 + service charge 20.00 = 110.00; commission 42.00; refund 420.00 - 152.00 = 268.00.
    expect(quoteCancellation(refundable, 42_000)).toEqual({
      paidMinor: 42_000,
      retentionMinor: 11_000,
      commissionMinor: 4_200,
      refundDueMinor: 26_800,
    });
  });
});
