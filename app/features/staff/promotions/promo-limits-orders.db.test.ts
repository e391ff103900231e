import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#db";
import { heldHotelOrder, hotelStay, orderTestDb, seededHotelPlan } from "#tests/support/order-fixture.ts";
import { applyOrderPromo, loadOrder } from "#app/features/orders/index.server.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { PromoCodeFormSchema } from "./promo-code-schemas.ts";
import { createPromoCode, promoCodeDetail, setPromoCodeActive, updatePromoCode } from "./promo-codes-admin.server.ts";

// A code's minimum and its limit per customer, applied where an order takes a code ('Aplicar' on the review step).

const actor = { id: null, email: "contenido@kuntur.test" };
const contact = (email: string) => ({
  firstName: "Rosa",
  lastName: "Huamán",
  phoneCountryCode: "51",
  phoneNumber: "987654321",
  email,
});
const lead = { firstName: "Rosa", lastName: "Huamán Ccori", documentType: "DNI" as const, documentNumber: "41234567" };
const form = (overrides: Record<string, string>) =>
  PromoCodeFormSchema.parse({
    code: "HOTELX",
    percent: "10",
    cap: "50",
    products: ["hotel"],
    validFrom: "2000-01-01",
    validTo: "2099-12-31",
    totalUses: "10",
    minOrder: "",
    perCustomer: "",
    description: "",
    version: "",
    ...overrides,
  });

describe(`a code's minimum and limit per customer on orders (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let handle: DbHandle;
  let ratePlanId: number;
  let offset = 40;
  const order = async (email: string) => {
    offset += 3;
    return heldHotelOrder(handle.db, hotelStay(ratePlanId, lead, offset, 2), contact(email));
  };

  beforeAll(async () => {
    handle = await orderTestDb(["hotels"]);
    ({ ratePlanId } = await seededHotelPlan(handle.db));
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  it("refuses an order under the minimum with the amount, and applies once the minimum is met", async () => {
    await createPromoCode(form({ minOrder: "100000" }), actor, handle.db);
    const id = await order("ana@ejemplo.pe");
    expect(await applyOrderPromo(handle.db, id, "HOTELX")).toEqual({
      status: "refused",
      message: "Este código promocional es para compras desde US$\u00a0100,000.",
    });
    const held = await loadOrder(handle.db, id);
    const usd = computeOrderAmounts(held!).itemsTotal;
    const version = (await promoCodeDetail("HOTELX", handle.db))?.code.version ?? "";
    const minimum = (held!.chargeCurrency === "USD" ? usd.chargeMinor : usd.referenceMinor) / 100;
    await updatePromoCode("HOTELX", form({ minOrder: minimum.toFixed(2), version }), actor, handle.db);
    expect(await applyOrderPromo(handle.db, id, "HOTELX")).toMatchObject({ status: "applied" });
    const detail = await promoCodeDetail("HOTELX", handle.db);
    expect(detail?.redemptions.map((use) => [use.orderCode, use.product])).toEqual([[held?.code, "hotel"]]);
  });

  it("lets one contact e-mail take a code once; another customer still can; switched off, nobody can", async () => {
    await createPromoCode(form({ code: "UNOXUN", perCustomer: "1" }), actor, handle.db);
    expect(await applyOrderPromo(handle.db, await order("luis@ejemplo.pe"), "UNOXUN")).toMatchObject({
      status: "applied",
    });
    expect(await applyOrderPromo(handle.db, await order("Luis@Ejemplo.pe"), "UNOXUN")).toEqual({
      status: "refused",
      message: "Ya usaste este código promocional el máximo de veces permitido por cliente.",
    });
    expect(await applyOrderPromo(handle.db, await order("carla@ejemplo.pe"), "UNOXUN")).toMatchObject({
      status: "applied",
    });
    const version = (await promoCodeDetail("UNOXUN", handle.db))?.code.version ?? "";
    await setPromoCodeActive("UNOXUN", { active: false, version }, actor, handle.db);
    expect(await applyOrderPromo(handle.db, await order("jose@ejemplo.pe"), "UNOXUN")).toEqual({
      status: "refused",
      message: "El código promocional no existe o ya no está vigente.",
    });
  });
});
