import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { setDbHandle, type Db } from "#db";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import { registerTestPayable } from "#tests/support/test-payable.ts";

/**
 * Test code only: a test file's database and server with the sandbox gateway, made before its tests (the gateway
 * delivers no notification by itself: tests send them or pay at its pages) and closed after them. `db` and `app`
 * are read once the tests run.
 */
export function sandboxGatewayApp(): { readonly db: Db; readonly app: FastifyInstance } {
  let made: { db: Db; app: FastifyInstance } | undefined;
  beforeAll(async () => {
    const handle = await createTestDb();
    setDbHandle(handle);
    made = { db: handle.db, app: await buildTestApp(handle, { SANDBOX_GATEWAY_POLL_MS: "0" }) };
    registerTestPayable();
  });
  afterAll(async () => {
    await made?.app.close();
  });
  const ready = () => {
    if (!made) throw new Error("the sandbox gateway app is made in beforeAll");
    return made;
  };
  return {
    get db() {
      return ready().db;
    },
    get app() {
      return ready().app;
    },
  };
}
