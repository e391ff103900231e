import { and, asc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db";
import { AppError } from "#server/errors.ts";
import { staffRecoveryCodes, staffUsers } from "#server/db/schema/staff.ts";
import { recordAudit, type AuditActor } from "./audit.server.ts";
import type { StaffRole } from "./staff-roles.ts";
import type { StaffInvite } from "./staff-schemas.ts";
import { deleteStaffSessions } from "./staff-session.server.ts";
import { newSetPasswordLink } from "./staff-links.server.ts";

/** What the audit trail keeps of a staff user: never the password hash, the second factor or its codes. */
function auditView(user: typeof staffUsers.$inferSelect) {
  return {
    email: user.email,
    name: user.name,
    roles: user.roles,
    disabled: user.disabledAt !== null,
    secondFactor: user.totpConfirmedAt !== null,
  };
}

/**
 * Creates a staff user with no password and returns the one-time link that sets it (72 h). An e-mail already
 * invited but not yet activated gets a fresh link (the earlier ones stop working); an active one is a conflict.
 */
export async function inviteStaff(input: StaffInvite, actor: AuditActor, db: Db = getDb()) {
  return db.transaction(async (tx) => {
    // Insert first: of two invitations of a new e-mail at once, the second waits for the first, then renews it.
    const [created] = await tx
      .insert(staffUsers)
      .values({ email: input.email, name: input.name, roles: input.roles })
      .onConflictDoNothing()
      .returning();
    const existing = created
      ? undefined
      : (await tx.select().from(staffUsers).where(eq(staffUsers.email, input.email)).for("update"))[0];
    if (existing?.passwordHash) {
      throw new AppError("CONFLICT", "Ya existe un usuario del personal con ese correo.", { reason: "staff_exists" });
    }
    const [user] = existing
      ? await tx
          .update(staffUsers)
          .set({ name: input.name, roles: input.roles, updatedAt: new Date() })
          .where(eq(staffUsers.id, existing.id))
          .returning()
      : [created];
    if (!user) throw new Error("staff user insert returned nothing");
    await recordAudit(tx, actor, {
      action: "staff.invite",
      entityType: "staff_user",
      entityId: user.id,
      before: existing ? auditView(existing) : null,
      after: auditView(user),
    });
    return { staffUserId: user.id, link: await newSetPasswordLink(tx, user.id) };
  });
}

export type StaffListItem = {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  active: boolean;
  disabled: boolean;
  secondFactor: boolean;
  updatedAt: string;
};

export async function listStaff(db: Db = getDb()): Promise<StaffListItem[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    active: row.passwordHash !== null,
    disabled: row.disabledAt !== null,
    secondFactor: row.totpConfirmedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export type StaffChange =
  { kind: "roles"; roles: StaffRole[] } | { kind: "disable" } | { kind: "enable" } | { kind: "reset-second-factor" };

type StaffRow = typeof staffUsers.$inferSelect;

const isActiveAdministrator = (user: StaffRow) =>
  user.roles.includes("administrador") && user.disabledAt === null && user.passwordHash !== null;

function removesAdministrator(user: StaffRow, change: StaffChange): boolean {
  if (!isActiveAdministrator(user)) return false;
  return change.kind === "disable" || (change.kind === "roles" && !change.roles.includes("administrador"));
}

/** Whether an administrator who can sign in (enabled, with a password) remains besides this user. */
async function otherActiveAdministrator(tx: Tx, staffUserId: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        ne(staffUsers.id, staffUserId),
        sql`${staffUsers.roles} @> '["administrador"]'::jsonb`,
        isNull(staffUsers.disabledAt),
        isNotNull(staffUsers.passwordHash),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * An administrator's change of a staff user, checked against the version (updatedAt) the form was shown with:
 * a concurrent change wins and this one gets a conflict. Disabling or resetting the second factor ends the sessions.
 * At least one active administrator always remains.
 */
export async function changeStaff(
  input: { staffUserId: string; version: string; change: StaffChange },
  actor: AuditActor,
  db: Db = getDb(),
) {
  return db.transaction(async (tx) => {
    // Changes that can take an administrator away run one at a time: two admins dropping their role at once
    // must not both see the other one left.
    if (input.change.kind === "roles" || input.change.kind === "disable") {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_users.administrators'))`);
    }
    const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, input.staffUserId)).for("update");
    if (!before) throw new AppError("NOT_FOUND");
    if (before.updatedAt.toISOString() !== input.version) {
      throw new AppError(
        "CONFLICT",
        "Otra persona cambió este usuario mientras lo editabas. Revisa los datos y vuelve a intentarlo.",
        {
          reason: "version",
        },
      );
    }
    if (before.id === actor.id && input.change.kind !== "roles") {
      throw new AppError("INVALID_DATA", "No puedes desactivar tu propio usuario ni reiniciar tu segundo factor.");
    }
    if (removesAdministrator(before, input.change) && !(await otherActiveAdministrator(tx, before.id))) {
      throw new AppError(
        "INVALID_DATA",
        before.id === actor.id
          ? "Eres el último administrador activo: no puedes quitarte ese rol. Da antes el rol de administrador a otra persona."
          : "Es el último administrador activo: debe quedar al menos uno. Da antes el rol de administrador a otra persona.",
        { reason: "last_administrator" },
      );
    }
    const now = new Date();
    const set =
      input.change.kind === "roles"
        ? { roles: input.change.roles }
        : input.change.kind === "disable"
          ? { disabledAt: now }
          : input.change.kind === "enable"
            ? { disabledAt: null, failedAttempts: 0, lockedUntil: null }
            : { totpSecret: null, totpConfirmedAt: null };
    const [after] = await tx
      .update(staffUsers)
      .set({ ...set, updatedAt: now })
      .where(eq(staffUsers.id, before.id))
      .returning();
    if (!after) throw new Error("staff update returned nothing");
    if (input.change.kind === "reset-second-factor") {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, before.id));
    }
    if (input.change.kind === "disable" || input.change.kind === "reset-second-factor") {
      await deleteStaffSessions(tx, before.id);
    }
    await recordAudit(tx, actor, {
      action: `staff.${input.change.kind}`,
      entityType: "staff_user",
      entityId: before.id,
      before: auditView(before),
      after: auditView(after),
    });
  });
}
