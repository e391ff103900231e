import { describe, expect, it } from "vitest";
import type { OrderState } from "#app/features/orders/order-contract.ts";
import { upcomingFirst } from "./account-orders.server.ts";

const entry = (id: string, startDate: string | null, state: OrderState = "paid") => ({ id, startDate, state });

describe("the order of 'Mis reservas'", () => {
  it("puts upcoming orders first (soonest first), then past, ended and undated ones (latest first)", () => {
    const listed = upcomingFirst(
      [
        entry("past", "2026-11-20"),
        entry("later", "2027-01-15"),
        entry("cancelled-upcoming", "2026-12-24", "cancelled"),
        entry("undated", null),
        entry("sooner", "2026-12-10", "held"),
        entry("today", "2026-12-03"),
        entry("older", "2026-10-01", "expired"),
      ],
      "2026-12-03",
    );
    expect(listed.map((item) => item.id)).toEqual([
      "today",
      "sooner",
      "later",
      "cancelled-upcoming",
      "past",
      "older",
      "undated",
    ]);
  });
});
