import { randomUUID } from "node:crypto";
import { asc, desc, eq } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { advertisements } from "#server/db/schema/advertisements.ts";
import { featureFlags } from "#server/db/schema/flags.ts";
import { AppError } from "#server/errors.ts";
import { FLAG_DESCRIPTIONS, FLAG_KEYS, type FlagKey } from "#app/features/flags/index.ts";
import { recordAudit, type AuditActor } from "#app/features/staff/audit.server.ts";
import { signalChange } from "#app/platform/change-signals.ts";
import { limaInstant, type PromoForm } from "./content-schemas.ts";

export const CONFLICT_MESSAGE =
  "Otra persona cambió este elemento mientras lo editabas. Revisa los datos actuales y vuelve a guardar.";

type PromoRow = typeof advertisements.$inferSelect;

function promoView(row: PromoRow) {
  return {
    advertisementContent: row.advertisementContent,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    active: row.active,
  };
}

export type PromoItem = ReturnType<typeof promoView> & {
  id: string;
  version: string;
  state: "vigente" | "programada" | "vencida" | "inactiva";
};

function toItem(row: PromoRow, now: Date): PromoItem {
  const state = !row.active
    ? "inactiva"
    : row.endDate <= now
      ? "vencida"
      : row.startDate > now
        ? "programada"
        : "vigente";
  return { ...promoView(row), id: row.id, version: row.updatedAt.toISOString(), state };
}

export async function listPromos(db: Db = getDb(), now = new Date()): Promise<PromoItem[]> {
  const rows = await db.select().from(advertisements).orderBy(desc(advertisements.startDate)).limit(100);
  return rows.map((row) => toItem(row, now));
}

export async function findPromo(id: string, db: Db = getDb()): Promise<PromoItem | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db.select().from(advertisements).where(eq(advertisements.id, id));
  return row ? toItem(row, new Date()) : null;
}

/**
 * Creates (id null) or updates a promo-strip text. An update names the version it was edited from: when someone
 * saved in between, it is a conflict and nothing is overwritten. An edited row is no longer a demo row (its dates
 * stay as the editor set them). Audited in the same transaction.
 */
export async function savePromo(
  id: string | null,
  form: PromoForm,
  actor: AuditActor,
  db: Db = getDb(),
): Promise<string> {
  const values = {
    advertisementContent: form.advertisementContent,
    startDate: limaInstant(form.startDate),
    endDate: limaInstant(form.endDate),
    active: form.active,
  };
  const saved = await db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx
        .insert(advertisements)
        .values({ ...values, slug: `franja-${randomUUID()}` })
        .returning();
      if (!row) throw new Error("advertisement insert returned nothing");
      await recordAudit(tx, actor, {
        action: "content.promo.create",
        entityType: "advertisement",
        entityId: row.id,
        after: promoView(row),
      });
      return row.id;
    }
    const [before] = await tx.select().from(advertisements).where(eq(advertisements.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND");
    if (before.updatedAt.toISOString() !== form.version)
      throw new AppError("CONFLICT", CONFLICT_MESSAGE, { reason: "version" });
    const [after] = await tx
      .update(advertisements)
      .set({ ...values, seededOn: null, updatedAt: new Date() })
      .where(eq(advertisements.id, id))
      .returning();
    if (!after) throw new Error("advertisement update returned nothing");
    await recordAudit(tx, actor, {
      action: "content.promo.update",
      entityType: "advertisement",
      entityId: id,
      before: promoView(before),
      after: promoView(after),
    });
    return id;
  });
  // After the commit: a page rendered from now on reads the saved text (the strip's cache, per process).
  signalChange("advertisements");
  return saved;
}

export type FlagItem = { key: FlagKey; description: string; enabled: boolean | null; version: string };

export async function listFlags(db: Db = getDb()): Promise<FlagItem[]> {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  const stored = new Map(rows.map((row) => [row.key, row]));
  return FLAG_KEYS.map((key) => {
    const row = stored.get(key);
    return {
      key,
      description: FLAG_DESCRIPTIONS[key],
      enabled: row?.enabled ?? null,
      version: row?.updatedAt.toISOString() ?? "",
    };
  });
}

/** Sets a remote flag on, off, or back to its configured default (null), with the same version check; audited. */
export async function saveFlag(
  input: { key: FlagKey; enabled: boolean | null; version: string },
  actor: AuditActor,
  db: Db = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(featureFlags)
      .values({ key: input.key, enabled: null, description: FLAG_DESCRIPTIONS[input.key], updatedAt: new Date(0) })
      .onConflictDoNothing({ target: featureFlags.key });
    const [before] = await tx.select().from(featureFlags).where(eq(featureFlags.key, input.key)).for("update");
    if (!before) throw new Error("flag row missing");
    // A row made just now (epoch time) was never shown to anyone: its version is "".
    const current = before.updatedAt.getTime() === 0 ? "" : before.updatedAt.toISOString();
    if (current !== input.version) {
      throw new AppError("CONFLICT", CONFLICT_MESSAGE, { reason: "version" });
    }
    await tx
      .update(featureFlags)
      .set({ enabled: input.enabled, updatedAt: new Date() })
      .where(eq(featureFlags.key, input.key));
    await recordAudit(tx, actor, {
      action: "content.flags.update",
      entityType: "feature_flag",
      entityId: input.key,
      before: { enabled: before.enabled },
      after: { enabled: input.enabled },
    });
  });
  signalChange("feature-flags");
}

/** Runs a content write for a route action: the conflict's (or not found's) message, or null when saved. */
export async function contentWrite(write: () => Promise<unknown>): Promise<string | null> {
  try {
    await write();
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT") return error.message;
    if (error instanceof AppError && error.code === "NOT_FOUND") throw new Response("Not Found", { status: 404 });
    throw error;
  }
}
