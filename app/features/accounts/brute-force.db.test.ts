import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#db";
import { authFailures } from "#server/db/schema/accounts.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { takeLoginAttempt } from "./brute-force.server.ts";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("the customers' per-account delay under concurrent guesses", () => {
  it("lets 5 of 31 simultaneous attempts on one account be checked; the others wait, uncounted", async () => {
    const subject = { email: "rafaela.condori@example.pe", ip: "198.51.100.4" };
    // One instant for all: the burst is refused on the attempts' count, not on how long the machine takes.
    const at = new Date();
    const taken = await Promise.all(Array.from({ length: 31 }, () => takeLoginAttempt(handle.db, subject, 1000, at)));
    expect(taken.filter((result) => result.attempt !== null)).toHaveLength(5);
    for (const result of taken.filter((entry) => entry.attempt === null)) expect(result.retryAfter).toBeGreaterThan(0);
    // Only the five checked attempts are recorded (account and IP), so waiting ends.
    expect(await handle.db.select().from(authFailures)).toHaveLength(10);
  });
});
