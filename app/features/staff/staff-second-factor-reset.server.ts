import { eq } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { staffUsers } from "#server/db/schema/staff.ts";
import { changeStaff } from "./staff-users.server.ts";

/** Who the audit trail names for a reset made with the command. */
export const RESET_COMMAND_ACTOR = { id: null, email: "staff:reset-second-factor" };

/**
 * `npm run staff:reset-second-factor`: the reset an administrator makes on Personal, for whoever nobody can reset
 * there (the only administrator, whose secret the server can no longer open). Ends the member's sessions; they enrol
 * a new app at the next sign-in. False when no staff member has that e-mail.
 */
export async function resetSecondFactorByEmail(email: string, db: Db = getDb()): Promise<boolean> {
  const [user] = await db
    .select({ id: staffUsers.id, updatedAt: staffUsers.updatedAt })
    .from(staffUsers)
    .where(eq(staffUsers.email, email.trim().toLowerCase()));
  if (!user) return false;
  await changeStaff(
    { staffUserId: user.id, version: user.updatedAt.toISOString(), change: { kind: "reset-second-factor" } },
    RESET_COMMAND_ACTOR,
    db,
  );
  return true;
}
