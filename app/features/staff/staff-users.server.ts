import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db";
import { AppError } from "#server/errors.ts";
import { staffRecoveryCodes, staffTokens, staffUsers } from "#server/db/schema/staff.ts";
import { hashToken, newToken } from "#app/features/accounts/index.server.ts";
import { recordAudit, type AuditActor } from "./audit.server.ts";
import { STAFF_INVITE_TTL_MS, staffConfig } from "./staff-config.server.ts";
import type { StaffRole } from "./staff-roles.ts";
import type { StaffInvite } from "./staff-schemas.ts";
import { deleteStaffSessions } from "./staff-session.server.ts";

export const SET_PASSWORD_PATH = "/gestion/activar";

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

async function newSetPasswordLink(tx: Db | Tx, staffUserId: string): Promise<string> {
  const token = newToken();
  await tx.insert(staffTokens).values({
    tokenHash: hashToken(token),
    staffUserId,
    purpose: "set-password",
    expiresAt: new Date(Date.now() + STAFF_INVITE_TTL_MS),
  });
  return `${staffConfig().siteUrl}${SET_PASSWORD_PATH}/${token}`;
}

/**
 * Creates a staff user with no password and returns the one-time link that sets it (72 h). An e-mail already
 * invited but not yet activated gets a fresh link; an active one is a conflict.
 */
export async function inviteStaff(input: StaffInvite, actor: AuditActor, db: Db = getDb()) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffUsers).where(eq(staffUsers.email, input.email)).for("update");
    if (existing?.passwordHash) {
      throw new AppError("CONFLICT", "Ya existe un usuario del personal con ese correo.", { reason: "staff_exists" });
    }
    const [user] = existing
      ? await tx
          .update(staffUsers)
          .set({ name: input.name, roles: input.roles, updatedAt: new Date() })
          .where(eq(staffUsers.id, existing.id))
          .returning()
      : await tx.insert(staffUsers).values({ email: input.email, name: input.name, roles: input.roles }).returning();
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

/**
 * An administrator's change of a staff user, checked against the version (updatedAt) the form was shown with:
 * a concurrent change wins and this one gets a conflict. Disabling or resetting the second factor ends the sessions.
 */
export async function changeStaff(
  input: { staffUserId: string; version: string; change: StaffChange },
  actor: AuditActor,
  db: Db = getDb(),
) {
  return db.transaction(async (tx) => {
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

/** Whether a set-password link is usable (unused, unexpired), without using it. */
export async function findSetPasswordToken(token: string, db: Db = getDb()) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ staffUserId: staffTokens.staffUserId, email: staffUsers.email })
    .from(staffTokens)
    .innerJoin(staffUsers, and(eq(staffUsers.id, staffTokens.staffUserId), isNull(staffUsers.disabledAt)))
    .where(
      and(
        eq(staffTokens.tokenHash, hashToken(token)),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}
