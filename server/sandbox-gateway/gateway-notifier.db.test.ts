import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { createNotifier, SIGNATURE_HEADER } from "./gateway-notifier.ts";
import { sandboxGatewayNotifications } from "./gateway-schema.ts";
import { createSession, moveSession } from "./gateway-store.ts";

describe("sandbox gateway notifications: signed, retried with backoff until 2xx, persisted", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("retries on the injected schedule, keeps the attempts in the database, stops at 2xx", async () => {
    const session = await createSession(handle.db, {
      merchantKey: "merchant-key-retry-0001",
      merchantReference: "pay-1",
      kind: "card",
      amountMinor: 1000,
      currency: "PEN",
      description: "Prueba",
      returnUrl: "http://localhost/vuelta",
    });
    let clock = new Date("2026-11-26T12:00:00Z");
    await moveSession(handle.db, session.id, ["pending"], "approved", {}, clock);
    const answers = [500, 503, 200];
    const seen: Array<{ body: string; signature: string | undefined }> = [];
    const options = {
      db: handle.db,
      secret: "s".repeat(32),
      notifyUrl: "http://merchant.test/notify",
      retryDelaysMs: [1000, 5000],
      now: () => clock,
      deliver: async (request: { body: string; headers: Record<string, string> }) => {
        seen.push({ body: request.body, signature: request.headers[SIGNATURE_HEADER] });
        return answers.shift() ?? 200;
      },
    };
    const notifier = createNotifier(options);
    expect(await notifier.deliverDue()).toBe(1);
    const read = async () =>
      (
        await handle.db
          .select()
          .from(sandboxGatewayNotifications)
          .where(eq(sandboxGatewayNotifications.sessionId, session.id))
      )[0];
    expect(await read()).toMatchObject({ attempts: 1, deliveredAt: null, lastError: "HTTP 500" });
    expect((await read())?.nextAttemptAt.toISOString()).toBe("2026-11-26T12:00:01.000Z");

    expect(await notifier.deliverDue()).toBe(0);
    clock = new Date("2026-11-26T12:00:01Z");
    // A restart: a new notifier continues from the persisted state.
    const restarted = createNotifier(options);
    expect(await restarted.deliverDue()).toBe(1);
    expect((await read())?.nextAttemptAt.toISOString()).toBe("2026-11-26T12:00:06.000Z");
    clock = new Date("2026-11-26T12:00:06Z");
    expect(await restarted.deliverDue()).toBe(1);
    expect(await read()).toMatchObject({ attempts: 3, lastError: null });
    expect((await read())?.deliveredAt).not.toBeNull();
    expect(new Set(seen.map((item) => (JSON.parse(item.body) as { eventId: string }).eventId)).size).toBe(1);
    expect(seen[0]?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });
});
