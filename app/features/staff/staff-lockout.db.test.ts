import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { staffSignIns } from "#server/db/schema/staff.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { hashingStats } from "#app/features/accounts/index.server.ts";
import { signInWithPassword, verifySecondFactor } from "./staff-auth.server.ts";
import { configureStaff } from "./staff-config.server.ts";
import { resolveStaffSession } from "./staff-session.server.ts";
import { createActiveStaff, TEST_HASH_COST, TEST_STAFF_PASSWORD } from "#tests/support/test-staff.ts";

let handle: DbHandle;
const recorded: string[] = [];
let recording = false;
const context = { ip: "203.0.113.8", userAgent: "vitest" };

beforeAll(async () => {
  handle = await createTestDb({
    logger: {
      logQuery: (query) => {
        if (recording) recorded.push(query);
      },
    },
  });
  setDbHandle(handle);
  configureStaff({ hashCost: TEST_HASH_COST, secureCookie: true, siteUrl: "https://kunturviajes.test" });
});
afterAll(async () => {
  await handle.close();
  setDbHandle(undefined);
});

/** The SQL text of the statements an attempt runs (parameters left out). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  recorded.length = 0;
  recording = true;
  try {
    await run();
  } finally {
    recording = false;
  }
  return [...recorded];
}

async function outcomeCounts(email: string): Promise<Record<string, number>> {
  const rows = await handle.db
    .select({ outcome: staffSignIns.outcome })
    .from(staffSignIns)
    .where(eq(staffSignIns.email, email));
  const counts: Record<string, number> = {};
  for (const { outcome } of rows) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

describe("the staff lockout under concurrent guesses", () => {
  it("checks 5 passwords of a burst of 30 wrong ones and the right one; the rest get the unknown e-mail's answer", async () => {
    const staff = await createActiveStaff(handle.db, ["administrador"]);
    const unknown = await signInWithPassword({ email: "nadie@kuntur.test", password: "equivocada" }, context);
    const before = hashingStats.derivations;
    const guesses = [...Array.from({ length: 30 }, (_, i) => `equivocada-${String(i)}`), TEST_STAFF_PASSWORD];
    const results = await Promise.all(
      guesses.map((password) => signInWithPassword({ email: staff.email, password }, context)),
    );
    // Each answer costs one key derivation (the account's hash or the dummy one): the same time shape for all.
    expect(hashingStats.derivations - before).toBe(guesses.length);
    // A failure is recorded after its check: five checks, the other 26 refused unchecked, the right one among them.
    expect(await outcomeCounts(staff.email)).toEqual({ bad_password: 5, locked: 26 });
    for (const result of results) expect(result).toEqual(unknown);
    const after = await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context);
    expect(after).toEqual(unknown);
    // The same statements for a locked account as for an unknown e-mail, and as many as for a wrong password.
    const locked = await statementsOf(() =>
      signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context),
    );
    expect(locked).toEqual(
      await statementsOf(() => signInWithPassword({ email: "otra.nadie@kuntur.test", password: "x" }, context)),
    );
    const other = await createActiveStaff(handle.db, ["asesor"]);
    const wrong = await statementsOf(() => signInWithPassword({ email: other.email, password: "equivocada" }, context));
    expect(wrong).toHaveLength(locked.length);
  });

  it("takes the second factor's attempts the same way: 5 codes of a burst of 30 are checked", async () => {
    const staff = await createActiveStaff(handle.db, ["asesor"]);
    const signIn = await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context);
    if (!signIn.ok) throw new Error(signIn.message);
    const pending = await resolveStaffSession(handle.db, signIn.token);
    if (!pending) throw new Error("no session");
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verifySecondFactor(pending, `ABCDE-${String(10_000 + i)}`, context)),
    );
    expect(await outcomeCounts(staff.email)).toEqual({ bad_code: 5, locked: 25 });
    expect(results.filter((result) => !result.ok && result.signedOut)).toHaveLength(26);
    expect(await resolveStaffSession(handle.db, signIn.token)).toBeNull();
  });

  it("counts no attempt for a right password, which does not clear the row either: only a full sign-in does", async () => {
    const staff = await createActiveStaff(handle.db, ["asesor"]);
    const attempt = (password: string) => signInWithPassword({ email: staff.email, password }, context);
    for (let i = 0; i < 4; i += 1) expect((await attempt("equivocada")).ok).toBe(false);
    expect((await attempt(TEST_STAFF_PASSWORD)).ok).toBe(true);
    expect((await attempt("equivocada")).ok).toBe(false);
    // The fifth failure locks: the right password in between was no failure, and no full sign-in either.
    expect((await attempt(TEST_STAFF_PASSWORD)).ok).toBe(false);
    expect(await outcomeCounts(staff.email)).toEqual({ bad_password: 5, locked: 1 });
  });
});
