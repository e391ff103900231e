import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "./db/client.ts";
import { idempotencyKeys, scheduledJobs } from "./db/schema/platform.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { canonicalJson, purgeIdempotencyKeys, runIdempotent } from "./idempotency.ts";
import { isAppError } from "./errors.ts";
import { sql } from "drizzle-orm";

describe("runIdempotent", () => {
  let handle: DbHandle;
  let runs = 0;

  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    runs = 0;
    await handle.db.delete(idempotencyKeys);
    await handle.db.delete(scheduledJobs);
  });

  // The work writes a row (a scheduled job stands in for any domain row) and answers plain data.
  const work = (label: string) => async (tx: Parameters<Parameters<DbHandle["db"]["transaction"]>[0]>[0]) => {
    runs += 1;
    await tx.insert(scheduledJobs).values({ key: `${label}-${String(runs)}`, kind: "test", runAt: new Date() });
    return { label, at: new Date("2026-11-23T10:00:00Z") };
  };
  const count = async () => (await handle.db.select().from(scheduledJobs)).length;

  it("runs once, then replays the stored answer for the same key and request", async () => {
    const options = { scope: "test.write", key: "key-0000000000000001", request: { a: 1, b: [1, 2] } };
    const first = await runIdempotent(handle.db, options, work("first"));
    const again = await runIdempotent(handle.db, { ...options, request: { b: [1, 2], a: 1 } }, work("again"));
    expect(first).toEqual({ value: { label: "first", at: "2026-11-23T10:00:00.000Z" }, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(runs).toBe(1);
    expect(await count()).toBe(1);
  });

  it("refuses the same key with another request with a 409 and writes nothing", async () => {
    const options = { scope: "test.write", key: "key-0000000000000002", request: { a: 1 } };
    await runIdempotent(handle.db, options, work("first"));
    const error = await runIdempotent(handle.db, { ...options, request: { a: 2 } }, work("other")).catch(
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.status).toBe(409);
    expect(await count()).toBe(1);
  });

  it("keeps keys apart by scope", async () => {
    const key = "key-0000000000000003";
    await runIdempotent(handle.db, { scope: "a", key, request: {} }, work("a"));
    const b = await runIdempotent(handle.db, { scope: "b", key, request: { other: true } }, work("b"));
    expect(b.replayed).toBe(false);
    expect(await count()).toBe(2);
  });

  it("stores nothing when the work fails, so a retry runs it again", async () => {
    const options = { scope: "test.write", key: "key-0000000000000004", request: {} };
    await expect(
      runIdempotent(handle.db, options, async (tx) => {
        await work("doomed")(tx);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await count()).toBe(0);
    const retry = await runIdempotent(handle.db, options, work("retry"));
    expect(retry.replayed).toBe(false);
    expect(await count()).toBe(1);
  });

  it("runs the work once when 50 identical requests race", async () => {
    const options = { scope: "test.write", key: "key-0000000000000005", request: { n: 5 } };
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => runIdempotent(handle.db, options, work("race"))),
    );
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => canonicalJson(o.value))).size).toBe(1);
    expect(await count()).toBe(1);
  });

  it("purges keys older than 30 days", async () => {
    await runIdempotent(handle.db, { scope: "s", key: "key-0000000000000006", request: {} }, work("old"));
    await handle.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '31 days'` });
    await runIdempotent(handle.db, { scope: "s", key: "key-0000000000000007", request: {} }, work("new"));
    expect(await purgeIdempotencyKeys(handle.db)).toBe(1);
    expect((await handle.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(["key-0000000000000007"]);
  });

  it("hashes requests canonically", () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
  });
});
