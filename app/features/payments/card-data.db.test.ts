import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { buildApp } from "#server/app.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { parseEnv } from "#server/env.ts";
import { TEST_SECRETS } from "#tests/support/test-app.ts";
import { startPayment } from "./payments-service.server.ts";
import { newOrder, registerTestPayable, settled, startInput, submitCard } from "#tests/support/test-payable.ts";

const CARD = "378282246310005";
const CVV = "7391";
const EXPIRY = "07/31";
const NEEDLES = [CARD, "3782 822463 10005", "3782 8224 6310 005", CVV, EXPIRY, "0731"];

describe("card data never reaches our database, logs or e-mails (PCI DSS SAQ A style)", () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    const env = parseEnv({
      NODE_ENV: "test",
      RATE_LIMIT_MAX: "10000",
      JOBS_ENABLED: "false",
      SANDBOX_GATEWAY_POLL_MS: "0",
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString("utf8"));
        done();
      },
    });
    app = await buildApp({ env, secrets: TEST_SECRETS, db: handle, pages: false, logger: { level: "trace", stream } });
    registerTestPayable();
  });
  afterAll(async () => {
    await app.close();
  });

  /**
   * A needle standing alone, not inside a longer run of letters and digits: "7391" inside a random id
   * ("…-e7391e68be7b") is not the CVV.
   */
  const standalone = (needle: string) => `(^|[^0-9A-Za-z])${needle}([^0-9A-Za-z]|$)`;

  /** How many rows of every table (all columns, as text: text, json, arrays...) contain each needle. */
  async function occurrences(): Promise<Record<string, number>> {
    const listed: unknown = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const tables = listed as { rows: Array<{ table_name: string }> };
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["payments", "sandbox_gateway_sessions", "email_outbox"]),
    );
    const counts: Record<string, number> = Object.fromEntries(NEEDLES.map((needle) => [needle, 0]));
    for (const { table_name: table } of tables.rows) {
      const filters = NEEDLES.map(
        (needle, index) =>
          sql`count(*) filter (where t::text ~ ${standalone(needle)})::int as ${sql.identifier(`n${String(index)}`)}`,
      );
      const result: unknown = await handle.db.execute(
        sql`select ${sql.join(filters, sql`, `)} from ${sql.identifier(table)} as t`,
      );
      const found = result as { rows: Array<Record<string, number>> };
      NEEDLES.forEach((needle, index) => {
        counts[needle] = (counts[needle] ?? 0) + (found.rows[0]?.[`n${String(index)}`] ?? 0);
      });
    }
    return counts;
  }

  it("pays with a test card; no table, log line or e-mail gains its number, CVV or expiry", async () => {
    const before = await occurrences();
    logLines.length = 0;
    const id = newOrder();
    const started = await startPayment(handle.db, startInput(id));
    if (started.kind !== "redirect") throw new Error("expected a redirect");
    // One attempt with a wrong CVV length first (an error page), then the real submission.
    const refused = await submitCard(app, started.url, { numero: CARD, vencimiento: EXPIRY, cvv: "123" });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain("El código de seguridad de American Express tiene 4 dígitos.");
    const response = await submitCard(app, started.url, { numero: CARD, vencimiento: EXPIRY, cvv: CVV });
    expect(response.statusCode).toBe(303);
    expect(await settled(handle.db, started.paymentId)).toMatchObject({ status: "approved", cardLast4: "0005" });

    for (const text of [refused.body, String(response.headers.location)]) {
      for (const needle of [CARD, CVV]) expect(text).not.toMatch(new RegExp(standalone(needle)));
    }
    expect(await occurrences()).toEqual(before);
    expect(logLines.length).toBeGreaterThan(0);
    const logs = logLines.join("");
    expect(logs).not.toContain(CARD);
    expect(logs).not.toContain(EXPIRY);
    expect(logs).not.toMatch(new RegExp(`\\b${CVV}\\b`));
  });
});
