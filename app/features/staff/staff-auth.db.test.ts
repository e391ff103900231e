import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { auditLog, staffSignIns, staffUsers } from "#server/db/schema/staff.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { recordAudit } from "./audit.server.ts";
import {
  confirmEnrolment,
  pendingTotpSecret,
  setPasswordWithToken,
  signInWithPassword,
  verifySecondFactor,
} from "./staff-auth.server.ts";
import { configureStaff } from "./staff-config.server.ts";
import { resolveStaffSession } from "./staff-session.server.ts";
import { inviteStaff } from "./staff-users.server.ts";
import { createActiveStaff, TEST_HASH_COST, TEST_STAFF_PASSWORD } from "#tests/support/test-staff.ts";
import { totpCode } from "./totp.server.ts";

let handle: DbHandle;
const context = { ip: "203.0.113.7", userAgent: "vitest" };

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandle(handle);
  configureStaff({ hashCost: TEST_HASH_COST, secureCookie: true, siteUrl: "https://kunturviajes.test/" });
});
afterAll(async () => {
  await handle.close();
  setDbHandle(undefined);
});

async function session(token: string, now?: Date) {
  const resolved = await resolveStaffSession(handle.db, token, now);
  if (!resolved) throw new Error("no session");
  return resolved;
}

async function outcomes(email: string) {
  const rows = await handle.db
    .select({ outcome: staffSignIns.outcome })
    .from(staffSignIns)
    .where(eq(staffSignIns.email, email))
    .orderBy(staffSignIns.id);
  return rows.map((row) => row.outcome);
}

describe("a staff user's first sign-in", () => {
  it("goes from the one-time link to a password, an enrolled second factor and ten recovery codes", async () => {
    const actor = { id: null, email: "staff:create" };
    const { link } = await inviteStaff(
      { email: "lucia.paredes@kuntur.test", name: "Lucía Paredes", roles: ["administrador"] },
      actor,
    );
    expect(link).toMatch(/^https:\/\/kunturviajes\.test\/gestion\/activar\/[\w-]{43}$/);
    const token = link.split("/").pop() ?? "";
    const first = await setPasswordWithToken(token, "una frase larga y secreta");
    if (!first.ok) throw new Error(first.message);
    expect(await setPasswordWithToken(token, "otra frase larga y secreta")).toMatchObject({ ok: false });

    const enrolling = await session(first.token);
    expect(enrolling.stage).toBe("enrol");
    const secret = await pendingTotpSecret(enrolling);
    expect(await pendingTotpSecret(enrolling)).toBe(secret);
    // Kept encrypted: the stored value is not the secret and does not contain it.
    const [stored] = await handle.db
      .select({ totpSecret: staffUsers.totpSecret })
      .from(staffUsers)
      .where(eq(staffUsers.email, "lucia.paredes@kuntur.test"));
    expect(stored?.totpSecret).toMatch(/^v1\./);
    expect(stored?.totpSecret).not.toContain(secret);
    expect(await confirmEnrolment(enrolling, "000000", context)).toMatchObject({ ok: false });
    const done = await confirmEnrolment(enrolling, totpCode(secret), context);
    if (!done.ok) throw new Error(done.message);
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    expect((await session(done.token)).stage).toBe("full");
    expect(await resolveStaffSession(handle.db, first.token)).toBeNull();
    expect(await outcomes("lucia.paredes@kuntur.test")).toEqual(["ok"]);
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "staff.invite"));
    expect(audit).toMatchObject({ actorEmail: "staff:create", entityType: "staff_user", before: null });
    expect(audit?.after).toMatchObject({ email: "lucia.paredes@kuntur.test", roles: ["administrador"] });
  });
});

describe("signing in", () => {
  it("needs the password, then a code from the app that works once (one step of clock skew allowed)", async () => {
    const staff = await createActiveStaff(handle.db, ["atencion"]);
    const first = await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context);
    if (!first.ok) throw new Error(first.message);
    expect(first.stage).toBe("password");
    const pending = await session(first.token);
    const skewed = totpCode(staff.secret, new Date(Date.now() - 30_000));
    const verified = await verifySecondFactor(pending, skewed, context);
    expect(verified.ok).toBe(true);

    const again = await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context);
    if (!again.ok) throw new Error(again.message);
    // The same code, or an older one, is refused: it was accepted once.
    expect(await verifySecondFactor(await session(again.token), skewed, context)).toMatchObject({ ok: false });
    expect(await outcomes(staff.email)).toEqual(["ok", "bad_code"]);
  });

  it("takes a recovery code once instead of the app's code", async () => {
    const { link } = await inviteStaff(
      { email: "raul.ccori@kuntur.test", name: "Raúl Ccori", roles: ["contenido"] },
      { id: null, email: "staff:create" },
    );
    const set = await setPasswordWithToken(link.split("/").pop() ?? "", "una frase larga y secreta");
    if (!set.ok) throw new Error(set.message);
    const enrolling = await session(set.token);
    const enrolled = await confirmEnrolment(enrolling, totpCode(await pendingTotpSecret(enrolling)), context);
    if (!enrolled.ok) throw new Error(enrolled.message);
    const code = enrolled.recoveryCodes[0] ?? "";
    for (const expected of [true, false]) {
      const signIn = await signInWithPassword(
        { email: "raul.ccori@kuntur.test", password: "una frase larga y secreta" },
        context,
      );
      if (!signIn.ok) throw new Error(signIn.message);
      expect(
        (await verifySecondFactor(await session(signIn.token), code.toLowerCase().replace("-", ""), context)).ok,
      ).toBe(expected);
    }
  });

  it("locks the account for 15 minutes after 5 failures in a row, and records every attempt", async () => {
    const staff = await createActiveStaff(handle.db, ["asesor"]);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await signInWithPassword({ email: staff.email, password: "equivocada" }, context)).toMatchObject({
        ok: false,
      });
    }
    const locked = await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context);
    // Locked, even with the right password, and told apart from an unknown e-mail by nothing.
    expect(locked).toEqual(await signInWithPassword({ email: "nadie.aun@kuntur.test", password: "x" }, context));
    expect(locked).toMatchObject({ ok: false, message: expect.stringContaining("se bloquea 15 minutos") as unknown });
    const later = new Date(Date.now() + 15 * 60_000 + 1000);
    expect(
      (await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, { ...context, now: later })).ok,
    ).toBe(true);
    expect(await outcomes(staff.email)).toEqual([...Array<string>(5).fill("bad_password"), "locked"]);
  });

  it("counts wrong codes too: the fifth ends the pending session and locks the account", async () => {
    const staff = await createActiveStaff(handle.db, ["asesor"]);
    const signIn = await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context);
    if (!signIn.ok) throw new Error(signIn.message);
    const pending = await session(signIn.token);
    const results = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      results.push(await verifySecondFactor(pending, "ABCDE-FGHIJ", context));
    expect(results.at(-1)).toMatchObject({ ok: false, signedOut: true });
    expect(await resolveStaffSession(handle.db, signIn.token)).toBeNull();
    const [row] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it("answers an unknown e-mail and a disabled user like a wrong password", async () => {
    const staff = await createActiveStaff(handle.db, ["asesor"]);
    await handle.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, staff.id));
    const unknown = await signInWithPassword({ email: "nadie@kuntur.test", password: "x" }, context);
    const disabled = await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context);
    expect(disabled).toEqual(unknown);
    expect(await outcomes("nadie@kuntur.test")).toEqual(["unknown"]);
  });

  it("ends a session after 15 minutes without requests", async () => {
    const staff = await createActiveStaff(handle.db, ["asesor"]);
    const signIn = await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context);
    if (!signIn.ok) throw new Error(signIn.message);
    expect(await resolveStaffSession(handle.db, signIn.token, new Date(Date.now() + 14 * 60_000))).not.toBeNull();
    expect(await resolveStaffSession(handle.db, signIn.token, new Date(Date.now() + 30 * 60_000))).toBeNull();
  });
});

describe("the audit trail", () => {
  it("is append-only: the database refuses to update or delete an entry", async () => {
    await recordAudit(
      handle.db,
      { id: null, email: "prueba@kuntur.test" },
      {
        action: "test.write",
        entityType: "test",
        entityId: "1",
        before: { a: 1 },
        after: { a: 2 },
      },
    );
    await expect(handle.db.update(auditLog).set({ actorEmail: "otro@kuntur.test" })).rejects.toThrow();
    await expect(handle.db.delete(auditLog).where(eq(auditLog.entityType, "test"))).rejects.toThrow();
    await expect(handle.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const rows = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "test"), eq(auditLog.entityId, "1")));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorEmail).toBe("prueba@kuntur.test");
  });
});
