import { describe, expect, it } from "vitest";
import { flightPenalty, flightRetentionMinor } from "./booking-refund.ts";
import { FIXTURE_BOOKING } from "#tests/support/voucher-fixture.ts";

const fare = { fareFamily: FIXTURE_BOOKING.fareFamily, flight: FIXTURE_BOOKING.price.flight };

describe("the flight's penalty rule (the order core adds the 10 % commission)", () => {
  it("retains the whole base fare of a non-refundable fare and the service charge", () => {
    // Base 315.00, service charge 20.00.
    expect(flightRetentionMinor(fare, 3)).toBe(33_500);
    expect(flightPenalty(fare, 33_500, 37_800)).toMatchObject({ outcome: "cancel", retainedMinor: 33_500 });
  });

  it("retains the airline's penalty per passenger when the fare is refundable", () => {
    const refundable = {
      ...fare,
      fareFamily: { ...fare.fareFamily, refund: { allowed: true as const, penaltyMinor: 3_000 } },
    };
    // Penalty 3 x 30.00 + service charge 20.00 = 110.00.
    expect(flightRetentionMinor(refundable, 3)).toBe(11_000);
    expect(flightPenalty(refundable, 11_000, 42_000)).toMatchObject({
      outcome: "cancel",
      retainedMinor: 11_000,
      rule: expect.stringContaining("penalidad por pasajero") as unknown,
    });
  });

  it("never retains more than the flight's share of what was paid", () => {
    expect(flightPenalty(fare, 33_500, 30_000)).toMatchObject({ retainedMinor: 30_000 });
  });
});
