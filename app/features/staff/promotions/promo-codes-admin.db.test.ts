import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#db";
import { auditLog } from "#server/db/schema/staff.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { findPromo, redeemPromo } from "#app/features/discounts/index.server.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { PromoCodeFormSchema } from "./promo-code-schemas.ts";
import {
  createPromoCode,
  listPromoCodes,
  promoCodeDetail,
  setPromoCodeActive,
  updatePromoCode,
} from "./promo-codes-admin.server.ts";

const actor = { id: null, email: "contenido@kuntur.test" };
const typed = (overrides: Record<string, unknown> = {}) =>
  PromoCodeFormSchema.parse({
    code: " verano ",
    percent: "15",
    cap: "40,50",
    products: ["hotel", "package"],
    validFrom: "2000-01-01",
    validTo: "2099-12-31",
    totalUses: "3",
    minOrder: "",
    perCustomer: "",
    description: "Campaña de verano",
    version: "",
    ...overrides,
  });

describe("promo codes in the back office", () => {
  let handle: DbHandle;
  const versionOf = async (code: string) => (await promoCodeDetail(code, handle.db))?.code.version ?? "";
  const auditOf = (code: string) => handle.db.select().from(auditLog).where(eq(auditLog.entityId, code));
  const redeem = (code: string, id: string) =>
    handle.db.transaction((tx) => redeemPromo(tx, code, { kind: "order", id }, 20_000, { product: "hotel" }));

  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("creates an upper-cased code with its cap in cents, audited, and lists it as vigente and unused", async () => {
    expect(await createPromoCode(typed(), actor, handle.db)).toBe("VERANO");
    const [item] = (await listPromoCodes(handle.db)).filter((code) => code.code === "VERANO");
    expect(item).toMatchObject({ percent: 15, capMinor: 4_050, products: ["hotel", "package"], used: 0 });
    expect(item).toMatchObject({ totalUses: 3, usesLeft: 3, discountMinor: 0, state: "vigente", active: true });
    const audit = await auditOf("VERANO");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "promotions.codes.create", actorEmail: actor.email });
    expect(audit[0]?.after).toMatchObject({ code: "VERANO", capMinor: 4_050, totalUses: 3 });
  });

  it("refuses a duplicate code: a double submit makes one code and one audit entry", async () => {
    const form = typed({ code: "DOBLE1" });
    const outcomes = await Promise.allSettled([
      createPromoCode(form, actor, handle.db),
      createPromoCode(form, actor, handle.db),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    await expect(createPromoCode(typed({ code: "doble1" }), actor, handle.db)).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Ya existe el código DOBLE1. Elige otro.",
    });
    expect(await auditOf("DOBLE1")).toHaveLength(1);
  });

  it("refuses the form's bad values with Spanish messages", () => {
    const parsed = PromoCodeFormSchema.safeParse({
      ...typed(),
      code: "AB-12",
      percent: "0",
      cap: "0",
      products: [],
      validFrom: "2026-12-10",
      validTo: "2026-12-01",
      totalUses: "0",
    });
    expect(parsed.success).toBe(false);
    const messages: Record<string, string> = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toMatchObject({
      code: "El código tiene 6 letras o números, sin espacios",
      percent: "El porcentaje es un número entero de 1 a 100",
      products: "Elige al menos un producto",
      totalUses: "Los usos totales son un número entero de 1 a 1000000",
    });
    expect(messages.cap).toMatch(/^Escribe el tope en US\$/);
  });

  it("sums the redemptions, never lowers the total below the uses taken, and keeps a redeemed code", async () => {
    expect((await redeem("VERANO", "o-1")).status).toBe("applied");
    expect((await redeem("VERANO", "o-2")).status).toBe("applied");
    const detail = await promoCodeDetail("VERANO", handle.db);
    expect(detail?.code).toMatchObject({ used: 2, usesLeft: 1, totalUses: 3, discountMinor: 2 * 3_000 });
    expect(detail?.redemptions).toHaveLength(2);

    const version = await versionOf("VERANO");
    await expect(
      updatePromoCode("VERANO", typed({ code: "VERANO", totalUses: "1", version }), actor, handle.db),
    ).rejects.toMatchObject({
      reason: "totalUses",
      message: "Ya se usó 2 veces: los usos totales no pueden ser menos de 2.",
    });
    await expect(updatePromoCode("VERANO", typed({ code: "OTONO1", version }), actor, handle.db)).rejects.toMatchObject(
      { reason: "code" },
    );

    await updatePromoCode(
      "VERANO",
      typed({ code: "VERANO", totalUses: "2", percent: "20", version }),
      actor,
      handle.db,
    );
    expect((await promoCodeDetail("VERANO", handle.db))?.code).toMatchObject({
      percent: 20,
      usesLeft: 0,
      totalUses: 2,
      state: "agotado",
    });
    expect((await redeem("VERANO", "o-3")).status).toBe("exhausted");
    const update = (await auditOf("VERANO")).find((entry) => entry.action === "promotions.codes.update");
    expect(update).toMatchObject({ before: { percent: 15, totalUses: 3 }, after: { percent: 20, totalUses: 2 } });
  });

  it("refuses a save from a version someone changed since", async () => {
    const version = await versionOf("VERANO");
    await updatePromoCode("VERANO", typed({ code: "VERANO", totalUses: "5", version }), actor, handle.db);
    await expect(
      updatePromoCode("VERANO", typed({ code: "VERANO", totalUses: "9", version }), actor, handle.db),
    ).rejects.toMatchObject({ code: "CONFLICT", reason: "version" });
    expect((await promoCodeDetail("VERANO", handle.db))?.code.totalUses).toBe(5);
  });

  it("keeps a minimum in US$ cents and a limit per customer, and empties them back to none", async () => {
    await createPromoCode(typed({ code: "LIMITE", minOrder: "150,50", perCustomer: "2" }), actor, handle.db);
    expect((await promoCodeDetail("LIMITE", handle.db))?.code).toMatchObject({
      minOrderMinor: 15_050,
      perCustomerLimit: 2,
    });
    const version = await versionOf("LIMITE");
    await updatePromoCode("LIMITE", typed({ code: "LIMITE", version }), actor, handle.db);
    expect((await promoCodeDetail("LIMITE", handle.db))?.code).toMatchObject({
      minOrderMinor: 0,
      perCustomerLimit: null,
    });
    const bad = PromoCodeFormSchema.safeParse({
      ...{ code: "LIMITE", percent: "10", cap: "40", products: ["hotel"], totalUses: "3", description: "" },
      ...{ validFrom: "2026-12-01", validTo: "2026-12-31", version: "", minOrder: "mucho", perCustomer: "0" },
    });
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual(["minOrder", "perCustomer"]);
  });

  it("renames a code nobody used yet, and refuses a name already taken", async () => {
    await createPromoCode(typed({ code: "NUEVO1" }), actor, handle.db);
    const version = await versionOf("NUEVO1");
    await expect(updatePromoCode("NUEVO1", typed({ code: "DOBLE1", version }), actor, handle.db)).rejects.toMatchObject(
      { reason: "code" },
    );
    expect(await updatePromoCode("NUEVO1", typed({ code: "nuevo2", version }), actor, handle.db)).toBe("NUEVO2");
    expect(await promoCodeDetail("NUEVO1", handle.db)).toBeNull();
  });

  it("a deactivated code stops applying at once; reactivated, it applies again; both audited", async () => {
    await setPromoCodeActive("DOBLE1", { active: false, version: await versionOf("DOBLE1") }, actor, handle.db);
    expect(await findPromo(handle.db, "DOBLE1")).toBeNull();
    expect((await redeem("DOBLE1", "o-10")).status).toBe("invalid");
    expect((await promoCodeDetail("DOBLE1", handle.db))?.code.state).toBe("desactivado");
    await setPromoCodeActive("DOBLE1", { active: true, version: await versionOf("DOBLE1") }, actor, handle.db);
    expect((await redeem("DOBLE1", "o-11")).status).toBe("applied");
    const actions = (await auditOf("DOBLE1")).map((entry) => entry.action).sort();
    expect(actions).toEqual(["promotions.codes.create", "promotions.codes.deactivate", "promotions.codes.reactivate"]);
  });

  it("names the state from the dates: programado before, vencido after", async () => {
    const today = todayInLima();
    await createPromoCode(typed({ code: "FUTURO", validFrom: "2099-01-01", validTo: "2099-12-31" }), actor, handle.db);
    await createPromoCode(typed({ code: "PASADO", validFrom: "2000-01-01", validTo: "2000-12-31" }), actor, handle.db);
    const states = Object.fromEntries((await listPromoCodes(handle.db)).map((code) => [code.code, code.state]));
    expect(states).toMatchObject({ FUTURO: "programado", PASADO: "vencido" });
    expect(today > "2000-12-31").toBe(true);
  });
});
