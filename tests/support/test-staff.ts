// Staff users for the back office's tests: active (password and second factor set) with the roles asked for.
import type { Db } from "#db";
import { staffUsers } from "#server/db/schema/staff.ts";
import { hashPassword } from "#app/features/accounts/index.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { createStaffSession, staffCookieName } from "#app/features/staff/staff-session.server.ts";
import { newTotpSecret } from "#app/features/staff/totp.server.ts";
import { sealTotpSecret } from "#app/features/staff/totp-secret-box.server.ts";

export const TEST_STAFF_PASSWORD = "cóndor-de-los-andes-2026";
export const TEST_HASH_COST = 10;

let counter = 0;

export async function createActiveStaff(db: Db, roles: StaffRole[], email?: string) {
  counter += 1;
  const secret = newTotpSecret();
  const [user] = await db
    .insert(staffUsers)
    .values({
      email: email ?? `personal${String(counter)}-${roles.join("-") || "sin-rol"}@kuntur.test`,
      name: `Prueba ${String(counter)}`,
      roles,
      passwordHash: await hashPassword(TEST_STAFF_PASSWORD, TEST_HASH_COST),
      totpSecret: sealTotpSecret(secret),
      totpConfirmedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("staff insert returned nothing");
  return { id: user.id, email: user.email, secret };
}

/** The Cookie header of a full back-office session of the user. */
export async function staffSessionCookie(db: Db, staffUserId: string, secure = true): Promise<string> {
  const token = await createStaffSession(db, staffUserId, "full");
  return `${staffCookieName(secure)}=${token}`;
}
