import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { requestContext, type RequestContext } from "#request-context";
import { auditLog } from "#server/db/schema/staff.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { seedNationalHolidays } from "#server/db/seed/holidays.ts";
import { seedFlags } from "#server/db/seed/flags.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { allowAllAttempts } from "#tests/support/test-app.ts";
import * as complaintRoute from "#app/routes/staff-complaint.tsx";
import * as complaintsRoute from "#app/routes/staff-complaints.tsx";
import * as exportRoute from "#app/routes/staff-complaints-export.ts";
import * as paperRoute from "#app/routes/staff-complaint-paper.tsx";
import * as contentRoute from "#app/routes/staff-content.tsx";
import * as promoRoute from "#app/routes/staff-promo.tsx";
import * as usersRoute from "#app/routes/staff-users.tsx";
import * as auditRoute from "#app/routes/staff-audit.tsx";
import * as orderRoute from "#app/routes/staff-order.tsx";
import * as ordersRoute from "#app/routes/staff-orders.tsx";
import * as ratesRoute from "#app/routes/staff-exchange-rates.tsx";
import * as promoCodesRoute from "#app/routes/staff-promo-codes.tsx";
import * as promoCodeEditRoute from "#app/routes/staff-promo-code-edit.tsx";
import { heldOrderWithCashCode, setUpOrdersDesk } from "#tests/support/orders-desk-data.ts";
import { ComplaintFormSchema } from "#app/features/complaints/index.ts";
import { fileComplaint, lookupComplaint } from "#app/features/complaints/index.server.ts";
import { parseSheetNumber } from "#app/features/complaints/index.ts";
import { sampleComplaint } from "#tests/support/complaint-data.ts";
import { answerComplaint } from "./complaints/complaint-desk.server.ts";
import { savePromo } from "./content/content-admin.server.ts";
import { configureStaff } from "./staff-config.server.ts";
import { can, STAFF_ACTIONS, STAFF_ROLES, type StaffAction } from "./staff-roles.ts";
import { createActiveStaff, staffSessionCookie, TEST_HASH_COST } from "#tests/support/test-staff.ts";

const SITE = "https://kunturviajes.test";
let handle: DbHandle;
let sheetNumber = "";
let orderCode = "";

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandle(handle);
  configureStaff({ hashCost: TEST_HASH_COST, secureCookie: true, siteUrl: SITE });
  await seedNationalHolidays(handle.db);
  await seedFlags(handle.db);
  const filed = await fileComplaint({
    form: ComplaintFormSchema.parse(sampleComplaint()),
    files: [],
    idempotencyKey: "staff-permissions-0001",
    siteUrl: SITE,
  });
  sheetNumber = filed.filed.sheetNumber;
  setUpOrdersDesk();
  orderCode = (await heldOrderWithCashCode(handle.db)).code;
});
afterAll(async () => {
  await handle.close();
  setDbHandle(undefined);
});

function context(): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(requestContext, {
    requestId: "test",
    nonce: "",
    publicConfig: { siteUrl: SITE } as RequestContext["publicConfig"],
    user: null,
    analyticsUserId: "",
    limitAttempt: allowAllAttempts,
    clientIp: "203.0.113.9",
  });
  return provider;
}

function request(path: string, cookie: string, form?: Record<string, string>) {
  const init: RequestInit = { headers: { cookie } };
  if (form) {
    init.method = "POST";
    init.body = new URLSearchParams(form);
    init.headers = { cookie, "content-type": "application/x-www-form-urlencoded" };
  }
  return new Request(`${SITE}${path}`, init);
}

type Call = (cookie: string) => Promise<unknown>;
const args = (req: Request, params: Record<string, string> = {}) =>
  ({ request: req, params, context: context(), unstable_pattern: "", unstable_url: new URL(req.url) }) as never;

/** One call per action of the permission table, through the route module that serves it (bad input: no side effect). */
const CALLS: Record<StaffAction, Call> = {
  "complaints.read": (cookie) => complaintsRoute.loader(args(request("/gestion/reclamos", cookie))),
  "complaints.answer": (cookie) =>
    complaintRoute.action(
      args(request(`/gestion/reclamos/${sheetNumber}`, cookie, { answerText: "corta" }), { sheetNumber }),
    ),
  "complaints.export": (cookie) => exportRoute.loader(args(request("/gestion/reclamos/exportar", cookie))),
  "complaints.paper": (cookie) =>
    paperRoute.action(args(request("/gestion/reclamos/hoja-fisica", cookie, { paperSheetNumber: "" }))),
  "content.read": (cookie) => contentRoute.loader(args(request("/gestion/contenido", cookie))),
  "content.promo.write": (cookie) =>
    promoRoute.loader(args(request("/gestion/contenido/franja/nueva", cookie), { id: "nueva" })),
  "content.flags.write": (cookie) =>
    contentRoute.action(args(request("/gestion/contenido", cookie, { key: "app-ad", setting: "x", version: "" }))),
  "staff.read": (cookie) => usersRoute.loader(args(request("/gestion/personal", cookie))),
  "staff.invite": (cookie) =>
    usersRoute.action(args(request("/gestion/personal", cookie, { intent: "invite", email: "x", name: "" }))),
  "staff.update": (cookie) =>
    usersRoute.action(args(request("/gestion/personal", cookie, { intent: "roles", id: "x", version: "" }))),
  "audit.read": (cookie) => auditRoute.loader(args(request("/gestion/auditoria", cookie))),
  "orders.read": (cookie) => ordersRoute.loader(args(request("/gestion/pedidos", cookie))),
  "orders.resend": (cookie) => orderIntent(cookie, { intent: "resend", emailId: "x" }),
  "orders.cash": (cookie) => orderIntent(cookie, { intent: "cash", version: "", reference: "" }),
  "orders.cancel": (cookie) => orderIntent(cookie, { intent: "cancel", version: "", reason: "" }),
  "orders.refund": (cookie) => orderIntent(cookie, { intent: "refund", version: "", refundId: "x" }),
  "orders.note": (cookie) => orderIntent(cookie, { intent: "note", text: "" }),
  "promotions.codes.read": (cookie) => promoCodesRoute.loader(args(request("/gestion/promociones/codigos", cookie))),
  "promotions.codes.write": (cookie) =>
    promoCodeEditRoute.action(args(request("/gestion/promociones/codigos/nuevo", cookie, { code: "x" }))),
  "rates.read": (cookie) => ratesRoute.loader(args(request("/gestion/tipo-de-cambio", cookie))),
  "rates.write": (cookie) =>
    ratesRoute.action(args(request("/gestion/tipo-de-cambio", cookie, { effectiveDate: "", amount: "x" }))),
};

/** The order detail's action with one form's intent (bad input: refused with 400, nothing written). */
function orderIntent(cookie: string, form: Record<string, string>) {
  return orderRoute.action(args(request(`/gestion/pedidos/${orderCode}`, cookie, form), { code: orderCode }));
}

async function outcome(call: Call, cookie: string): Promise<"allowed" | "denied" | number> {
  try {
    await call(cookie);
    return "allowed";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status === 403 ? "denied" : thrown.status;
    throw thrown;
  }
}

describe("every back-office action with every role", () => {
  it("allows and denies exactly as the permission table says", async () => {
    const table: string[] = [];
    const expected: string[] = [];
    for (const role of STAFF_ROLES) {
      const staff = await createActiveStaff(handle.db, [role]);
      const cookie = await staffSessionCookie(handle.db, staff.id);
      for (const action of STAFF_ACTIONS) {
        table.push(`${role} ${action} ${String(await outcome(CALLS[action], cookie))}`);
        expected.push(`${role} ${action} ${can([role], action) ? "allowed" : "denied"}`);
      }
    }
    expect(table).toEqual(expected);
  });

  it("sends a visitor without a back-office session to the sign-in, for every action", async () => {
    for (const action of STAFF_ACTIONS) {
      const result = await outcome(CALLS[action], "kv_session=customer").catch(() => null);
      expect(result, action).toBe(302);
    }
  });
});

describe("answering a complaint from the desk", () => {
  it("closes it, stores the answer for the public look-up, e-mails the consumer and audits it, once", async () => {
    const staff = await createActiveStaff(handle.db, ["atencion"]);
    const actor = { id: staff.id, email: staff.email };
    const answerText = "Lamentamos lo ocurrido. Le devolveremos la diferencia de S/ 350.50 en 5 días hábiles.";
    await answerComplaint({ sheetNumber, answerText, siteUrl: SITE }, actor);
    const lookup = await lookupComplaint({ sheet: parseSheetNumber(sheetNumber)!, email: "rosa.huaman@example.pe" });
    expect(lookup?.result).toMatchObject({ status: "respondido", answer: { text: answerText } });
    const [mail] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.template, "complaint-answered"));
    expect(mail).toMatchObject({ toAddress: "rosa.huaman@example.pe" });
    expect(mail?.text).toContain(answerText);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, "complaints.answer"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: staff.email, before: { status: "recibido", answerText: null } });
    await expect(answerComplaint({ sheetNumber, answerText, siteUrl: SITE }, actor)).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});

describe("editing the promo strip", () => {
  it("refuses a save made from a version someone else changed since, and keeps their text", async () => {
    const actor = { id: null, email: "editor@kuntur.test" };
    const form = {
      advertisementContent: "Primera versión",
      startDate: "2026-12-01T00:00",
      endDate: "2026-12-31T23:59",
      active: true,
      version: "",
    };
    const id = await savePromo(null, form, actor);
    const [created] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(created?.action).toBe("content.promo.create");
    const { listPromos } = await import("./content/content-admin.server.ts");
    const version = (await listPromos()).find((promo) => promo.id === id)?.version ?? "";
    await savePromo(id, { ...form, advertisementContent: "Segunda versión", version }, actor);
    await expect(
      savePromo(id, { ...form, advertisementContent: "Tercera versión", version }, actor),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect((await listPromos()).find((promo) => promo.id === id)?.advertisementContent).toBe("Segunda versión");
  });
});
