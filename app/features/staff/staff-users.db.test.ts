import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { auditLog, staffSessions, staffTokens, staffUsers } from "#server/db/schema/staff.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { hashToken, newToken } from "#app/features/accounts/index.server.ts";
import { setPasswordWithToken, signInWithPassword } from "./staff-auth.server.ts";
import { configureStaff } from "./staff-config.server.ts";
import { findSetPasswordToken } from "./staff-links.server.ts";
import { createStaffSession, resolveStaffSession } from "./staff-session.server.ts";
import { changeStaff, inviteStaff } from "./staff-users.server.ts";
import { createActiveStaff, TEST_HASH_COST, TEST_STAFF_PASSWORD } from "#tests/support/test-staff.ts";

let handle: DbHandle;
const context = { ip: "203.0.113.9", userAgent: "vitest" };
const cli = { id: null, email: "staff:create" };
const tokenOf = (link: string) => link.split("/").pop() ?? "";

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandle(handle);
  configureStaff({ hashCost: TEST_HASH_COST, secureCookie: true, siteUrl: "https://kunturviajes.test" });
});
afterAll(async () => {
  await handle.close();
  setDbHandle(undefined);
});

async function row(id: string) {
  const [found] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!found) throw new Error("no staff user");
  return found;
}

describe("set-password links", () => {
  it("a new invitation (page or staff:create) voids the earlier link", async () => {
    const invite = { email: "dos.veces@kuntur.test", name: "Dos Veces", roles: ["asesor" as const] };
    const first = tokenOf((await inviteStaff(invite, cli)).link);
    const second = tokenOf((await inviteStaff(invite, { id: null, email: "admin@kuntur.test" })).link);
    expect(await findSetPasswordToken(first)).toBeNull();
    expect(await setPasswordWithToken(first, "una frase larga y secreta")).toMatchObject({ ok: false });
    expect(await findSetPasswordToken(second)).not.toBeNull();
    expect((await setPasswordWithToken(second, "una frase larga y secreta")).ok).toBe(true);
  });

  it("of two invitations of a new e-mail at once, both answer and only one link works", async () => {
    const invite = { email: "doble.clic@kuntur.test", name: "Doble Clic", roles: ["asesor" as const] };
    const links = await Promise.all([inviteStaff(invite, cli), inviteStaff(invite, cli)]);
    const usable = await Promise.all(links.map(({ link }) => findSetPasswordToken(tokenOf(link))));
    expect(usable.filter((found) => found !== null)).toHaveLength(1);
  });

  it("refuses a link once the account has a password: the member keeps password, second factor and session", async () => {
    const staff = await createActiveStaff(handle.db, ["administrador"]);
    const session = await createStaffSession(handle.db, staff.id, "full");
    // A link left over from before the account was activated.
    const stale = newToken();
    await handle.db.insert(staffTokens).values({
      tokenHash: hashToken(stale),
      staffUserId: staff.id,
      purpose: "set-password",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const before = await row(staff.id);
    expect(await findSetPasswordToken(stale)).toBeNull();
    expect(await setPasswordWithToken(stale, "la frase del atacante")).toEqual({
      ok: false,
      message: "El enlace no es válido o ya fue usado. Pide uno nuevo a un administrador.",
    });
    const after = await row(staff.id);
    expect(after).toMatchObject({
      passwordHash: before.passwordHash,
      totpSecret: before.totpSecret,
      totpConfirmedAt: before.totpConfirmedAt,
    });
    expect(await resolveStaffSession(handle.db, session)).not.toBeNull();
    expect((await signInWithPassword({ email: staff.email, password: TEST_STAFF_PASSWORD }, context)).ok).toBe(true);
  });

  it("of two links of one account used at once, one sets the password", async () => {
    const { staffUserId, link } = await inviteStaff(
      { email: "a.la.vez@kuntur.test", name: "A la Vez", roles: ["asesor"] },
      cli,
    );
    const other = newToken();
    await handle.db.insert(staffTokens).values({
      tokenHash: hashToken(other),
      staffUserId,
      purpose: "set-password",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const results = await Promise.all([
      setPasswordWithToken(tokenOf(link), "primera frase larga"),
      setPasswordWithToken(other, "segunda frase larga"),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const sessions = await handle.db.select().from(staffSessions).where(eq(staffSessions.staffUserId, staffUserId));
    expect(sessions).toHaveLength(1);
  });

  it("setting the password ends the account's other sessions and voids its other links", async () => {
    const { staffUserId, link } = await inviteStaff(
      { email: "sesiones@kuntur.test", name: "Con Sesiones", roles: ["asesor"] },
      cli,
    );
    const earlier = await createStaffSession(handle.db, staffUserId, "enrol");
    const set = await setPasswordWithToken(tokenOf(link), "una frase larga y secreta");
    if (!set.ok) throw new Error(set.message);
    expect(await resolveStaffSession(handle.db, earlier)).toBeNull();
    expect(await resolveStaffSession(handle.db, set.token)).not.toBeNull();
  });
});

describe("the last administrator", () => {
  it("cannot drop their own administrator role or disable themselves (nothing changes); of two dropping it at once, one stays", async () => {
    await handle.db.update(staffUsers).set({ disabledAt: new Date() });
    const admin = await createActiveStaff(handle.db, ["administrador", "asesor"]);
    // An invited administrator who has not set a password yet does not count: nobody could sign in as them.
    await inviteStaff({ email: "invitada@kuntur.test", name: "Invitada", roles: ["administrador"] }, cli);
    const actor = { id: admin.id, email: admin.email };
    const before = await row(admin.id);
    const version = before.updatedAt.toISOString();
    await expect(
      changeStaff({ staffUserId: admin.id, version, change: { kind: "roles", roles: ["asesor"] } }, actor),
    ).rejects.toMatchObject({
      code: "INVALID_DATA",
      message:
        "Eres el último administrador activo: no puedes quitarte ese rol. Da antes el rol de administrador a otra persona.",
    });
    await expect(
      changeStaff({ staffUserId: admin.id, version, change: { kind: "disable" } }, actor),
    ).rejects.toMatchObject({ code: "INVALID_DATA" });
    expect(await row(admin.id)).toEqual(before);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id))).toHaveLength(0);

    // With a second active administrator, either may drop the role, but not both at once.
    const second = await createActiveStaff(handle.db, ["administrador"]);
    const secondVersion = (await row(second.id)).updatedAt.toISOString();
    const results = await Promise.allSettled([
      changeStaff({ staffUserId: admin.id, version, change: { kind: "roles", roles: ["asesor"] } }, actor),
      changeStaff(
        { staffUserId: second.id, version: secondVersion, change: { kind: "roles", roles: ["contenido"] } },
        { id: second.id, email: second.email },
      ),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const admins = (await Promise.all([row(admin.id), row(second.id)])).filter((user) =>
      user.roles.includes("administrador"),
    );
    expect(admins).toHaveLength(1);
  });
});
