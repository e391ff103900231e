import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { auditLog, staffUsers } from "#server/db/schema/staff.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import {
  confirmEnrolment,
  pendingTotpSecret,
  setPasswordWithToken,
  signInWithPassword,
  verifySecondFactor,
} from "./staff-auth.server.ts";
import { configureStaff, staffConfig } from "./staff-config.server.ts";
import { resetSecondFactorByEmail } from "./staff-second-factor-reset.server.ts";
import { resolveStaffSession } from "./staff-session.server.ts";
import { inviteStaff } from "./staff-users.server.ts";
import { createActiveStaff, TEST_HASH_COST, TEST_STAFF_PASSWORD } from "#tests/support/test-staff.ts";
import { totpCode } from "./totp.server.ts";

let handle: DbHandle;
let saved: ReturnType<typeof staffConfig>;
const context = { ip: "203.0.113.9", userAgent: "vitest" };

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandle(handle);
  saved = staffConfig();
  configureStaff({ hashCost: TEST_HASH_COST, secureCookie: true, siteUrl: "https://kunturviajes.test" });
});
afterAll(async () => {
  configureStaff(saved);
  await handle.close();
  setDbHandle(undefined);
});

async function signIn(email: string) {
  const result = await signInWithPassword({ email, password: TEST_STAFF_PASSWORD }, context);
  if (!result.ok) throw new Error(result.message);
  const session = await resolveStaffSession(handle.db, result.token);
  if (!session) throw new Error("no session");
  return Object.assign(session, { token: result.token });
}

describe("a second factor sealed under a key the server no longer has", () => {
  it("is refused; the command resets it and the administrator enrols a new app", async () => {
    const admin = await createActiveStaff(handle.db, ["administrador"]);
    // The server now seals with another key (the old one was random and lived as long as its process).
    configureStaff({ ...staffConfig(), totpKey: randomBytes(32) });
    const stale = await signIn(admin.email);
    expect(stale.stage).toBe("password");
    expect(await verifySecondFactor(stale, totpCode(admin.secret), context)).toMatchObject({ ok: false });

    expect(await resetSecondFactorByEmail(` ${admin.email.toUpperCase()} `)).toBe(true);
    expect(await resetSecondFactorByEmail("nadie@kuntur.test")).toBe(false);
    const [row] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, admin.id));
    expect(row).toMatchObject({ totpSecret: null, totpConfirmedAt: null });
    // Its sessions ended, and the trail names the command.
    expect(await resolveStaffSession(handle.db, stale.token)).toBeNull();
    const trail = await handle.db
      .select({ actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.id), eq(auditLog.action, "staff.reset-second-factor")));
    expect(trail).toEqual([{ actorEmail: "staff:reset-second-factor" }]);

    const enrolling = await signIn(admin.email);
    expect(enrolling.stage).toBe("enrol");
    const secret = await pendingTotpSecret(enrolling);
    const enrolled = await confirmEnrolment(enrolling, totpCode(secret), context);
    expect(enrolled).toMatchObject({ ok: true });
    const again = await signIn(admin.email);
    const next = totpCode(secret, new Date(Date.now() + 30_000));
    expect(await verifySecondFactor(again, next, context)).toMatchObject({ ok: true });
  });

  it("an enrolment begun under the old key starts again with a new secret instead of hanging", async () => {
    const { link } = await inviteStaff(
      { email: "enrolando@kuntur.test", name: "Rosa Quispe", roles: ["atencion"] },
      { id: null, email: "staff:create" },
    );
    const set = await setPasswordWithToken(link.split("/").pop() ?? "", TEST_STAFF_PASSWORD);
    if (!set.ok) throw new Error(set.message);
    const before = await resolveStaffSession(handle.db, set.token);
    if (!before) throw new Error("no session");
    const old = await pendingTotpSecret(before);
    configureStaff({ ...staffConfig(), totpKey: randomBytes(32) });
    const fresh = await pendingTotpSecret(before);
    expect(fresh).not.toBe(old);
    expect(await pendingTotpSecret(before)).toBe(fresh);
    expect(await confirmEnrolment(before, totpCode(fresh), context)).toMatchObject({ ok: true });
  });
});
