import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import type { AttemptRule, LimitAttempt } from "#request-context";
import { receptionAccess } from "#server/db/schema/appointments.ts";
import { seedAgencies } from "#server/db/seed/agencies.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import {
  appointmentsConfig,
  configureAppointments,
  parseReceptionPins,
} from "#app/features/appointments/index.server.ts";
import { STORE_PIN_FAILURES } from "./reception-access-queries.server.ts";
import { checkPin, storeOf } from "./reception-access.server.ts";
import {
  handleKioskPost,
  handleStaffPost,
  loadKiosk,
  loadStaff,
  type ReceptionOutcome,
} from "./reception-pages.server.ts";
import { NOT_CONFIGURED_MESSAGE } from "./reception-schemas.ts";

const SHARED_PIN = "24681357";
const STORE_PIN = "97531086";

/** The per-IP limit as the rate-limit plugin applies it: `max` attempts per key, here never reset. */
function perIpLimiter(): LimitAttempt {
  const counts = new Map<string, number>();
  return (rule: AttemptRule, key: string) => {
    const count = (counts.get(`${rule.name}:${key}`) ?? 0) + 1;
    counts.set(`${rule.name}:${key}`, count);
    return Promise.resolve({ allowed: count <= rule.max, retryAfterSeconds: count <= rule.max ? 0 : 900 });
  };
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const request = (path: string, cookie?: string) =>
  new Request(`https://kuntur.test${path}`, cookie ? { headers: { cookie } } : {});
const cookieOf = (outcome: ReceptionOutcome): string => {
  if (outcome.kind !== "redirect" || !outcome.cookie) throw new Error(`no cookie: ${JSON.stringify(outcome)}`);
  return outcome.cookie.split(";")[0] ?? "";
};

describe("reception PINs and cookies", () => {
  let handle: DbHandle;
  const saved = appointmentsConfig();

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedAgencies(handle.db);
  });
  afterEach(async () => {
    configureAppointments(saved);
    await handle.db.delete(receptionAccess);
  });
  afterAll(async () => handle.close());

  const configure = () =>
    configureAppointments({ receptionPin: SHARED_PIN, receptionPins: parseReceptionPins(`tienda-11:${STORE_PIN}`) });
  const limits = (clientIp: string) => ({ limitAttempt: perIpLimiter(), clientIp });

  it("a store with its own PIN takes only that one; the others take the shared PIN", async () => {
    configure();
    expect(await checkPin(handle.db, STORE_PIN, 11, limits("192.0.2.1"))).toBe("ok");
    expect(await checkPin(handle.db, SHARED_PIN, 11, limits("192.0.2.2"))).toBe("wrong");
    expect(await checkPin(handle.db, SHARED_PIN, 2, limits("192.0.2.3"))).toBe("ok");
    configureAppointments({ receptionPin: null });
    expect(await checkPin(handle.db, SHARED_PIN, 2, limits("192.0.2.4"))).toBe("not-configured");
  });

  it("limits wrong PINs per store across addresses: concurrent guesses from 40 addresses get 10 answers", async () => {
    configure();
    const limiter = perIpLimiter();
    const guesses = Array.from({ length: 40 }, (_, index) =>
      checkPin(handle.db, String(10_000_000 + index), 3, {
        limitAttempt: limiter,
        clientIp: `198.51.100.${String(index)}`,
      }),
    );
    const outcomes = await Promise.all(guesses);
    expect(outcomes.filter((outcome) => outcome === "wrong")).toHaveLength(STORE_PIN_FAILURES);
    expect(outcomes.filter((outcome) => outcome === "too-many")).toHaveLength(40 - STORE_PIN_FAILURES);
    // Even the right PIN from a fresh address is refused until the window ends; another store is not affected.
    expect(await checkPin(handle.db, SHARED_PIN, 3, limits("203.0.113.9"))).toBe("too-many");
    expect(await checkPin(handle.db, SHARED_PIN, 4, limits("203.0.113.9"))).toBe("ok");
    await handle.db.update(receptionAccess).set({ failureWindowStartedAt: new Date(Date.now() - 16 * 60_000) });
    expect(await checkPin(handle.db, SHARED_PIN, 3, limits("203.0.113.10"))).toBe("ok");
  });

  it("counts every attempt, right or wrong, against RECEPTION_PIN_ATTEMPTS per IP", async () => {
    configureAppointments({ receptionPin: SHARED_PIN, receptionPins: {}, receptionPinAttempts: 3 });
    const counted: Array<{ rule: string; max: number; key: string }> = [];
    const limitAttempt: LimitAttempt = (rule, key) => {
      counted.push({ rule: rule.name, max: rule.max, key });
      return Promise.resolve({ allowed: counted.length <= rule.max, retryAfterSeconds: 0 });
    };
    const from = { limitAttempt, clientIp: "203.0.113.7" };
    expect(await checkPin(handle.db, SHARED_PIN, 2, from)).toBe("ok");
    expect(await checkPin(handle.db, "13572468", 2, from)).toBe("wrong");
    expect(await checkPin(handle.db, SHARED_PIN, 2, from)).toBe("ok");
    expect(await checkPin(handle.db, SHARED_PIN, 2, from)).toBe("too-many");
    expect(counted).toEqual(Array(4).fill({ rule: "reception.pin.ip", max: 3, key: "203.0.113.7" }));
  });

  it("a right PIN does not count as a failure", async () => {
    configure();
    for (let index = 0; index < STORE_PIN_FAILURES + 2; index += 1) {
      expect(await checkPin(handle.db, SHARED_PIN, 5, limits(`192.0.2.${String(index)}`))).toBe("ok");
    }
    expect(await checkPin(handle.db, "13572468", 5, limits("192.0.2.99"))).toBe("wrong");
  });

  it("staff revoke every kiosk and call-page cookie of their store; other stores keep theirs", async () => {
    configure();
    const signIn = (intent: string, store: number, pin: string) => formOf({ intent, store: String(store), pin });
    const kiosk = cookieOf(await handleKioskPost(request("/recepcion"), signIn("setup", 6, SHARED_PIN), limits("a")));
    const staff = cookieOf(
      await handleStaffPost(request("/recepcion/atencion"), signIn("signin", 6, SHARED_PIN), limits("b")),
    );
    const otherKiosk = cookieOf(
      await handleKioskPost(request("/recepcion"), signIn("setup", 7, SHARED_PIN), limits("c")),
    );
    expect(kiosk).toMatch(/^__Host-kv_kiosk=/);
    expect(staff).toMatch(/^__Host-kv_reception_staff=/);
    expect((await loadKiosk(request("/recepcion", kiosk))).store?.id).toBe(6);
    expect((await loadStaff(request("/recepcion/atencion", staff))).store?.id).toBe(6);

    const revoked = await handleStaffPost(
      request("/recepcion/atencion", staff),
      formOf({ intent: "revoke" }),
      limits("b"),
    );
    expect(revoked).toMatchObject({ kind: "redirect", location: "/recepcion/atencion?revocado=1" });
    expect((await loadKiosk(request("/recepcion", kiosk))).store).toBeNull();
    expect((await loadStaff(request("/recepcion/atencion", staff))).store).toBeNull();
    const checkIn = formOf({ kind: "sin-cita", reason: "vuelos", firstName: "Rosa", email: "" });
    expect(await handleKioskPost(request("/recepcion", kiosk), checkIn, limits("a"))).toEqual({
      kind: "redirect",
      location: "/recepcion",
    });
    expect((await loadKiosk(request("/recepcion", otherKiosk))).store?.id).toBe(7);
    // Opened again with the PIN, the store's new cookies work.
    const again = cookieOf(await handleKioskPost(request("/recepcion"), signIn("setup", 6, SHARED_PIN), limits("d")));
    expect((await loadKiosk(request("/recepcion", again))).store?.id).toBe(6);
  });

  it("a PIN change revokes the store's cookies issued with the old PIN", async () => {
    configure();
    const form = formOf({ intent: "setup", store: "11", pin: STORE_PIN });
    const kiosk = cookieOf(await handleKioskPost(request("/recepcion"), form, limits("a")));
    const shared = cookieOf(
      await handleKioskPost(
        request("/recepcion"),
        formOf({ intent: "setup", store: "2", pin: SHARED_PIN }),
        limits("b"),
      ),
    );
    expect(await storeOf(handle.db, "kiosk", kiosk)).toBe(11);
    configureAppointments({ receptionPins: parseReceptionPins("tienda-11:86420975") });
    expect(await storeOf(handle.db, "kiosk", kiosk)).toBeNull();
    expect(await storeOf(handle.db, "kiosk", shared)).toBe(2);
    configureAppointments({ receptionPin: "75319864" });
    expect(await storeOf(handle.db, "kiosk", shared)).toBeNull();
  });

  it("reads only the server's signed __Host- cookie: a planted plain name or a forged value opens nothing", async () => {
    configure();
    const form = formOf({ intent: "setup", store: "8", pin: SHARED_PIN });
    const kiosk = cookieOf(await handleKioskPost(request("/recepcion"), form, limits("a")));
    expect(await storeOf(handle.db, "kiosk", kiosk)).toBe(8);
    expect(await storeOf(handle.db, "kiosk", kiosk.replace("__Host-", ""))).toBeNull();
    expect(await storeOf(handle.db, "kiosk", kiosk.replace(".8.", ".9."))).toBeNull();
    expect(await storeOf(handle.db, "staff", kiosk.replace("kv_kiosk", "kv_reception_staff"))).toBeNull();
    const [, value = ""] = kiosk.split("=");
    const [role, store, generation, expires] = value.split(".");
    expect(
      await storeOf(
        handle.db,
        "kiosk",
        `__Host-kv_kiosk=${[role, store, generation, expires, "x".repeat(32)].join(".")}`,
      ),
    ).toBeNull();
  });

  it("without any PIN the kiosk shows 'Acércate a recepción' and its set-up says the same", async () => {
    configureAppointments({ receptionPin: null, receptionPins: {} });
    const kiosk = await loadKiosk(request("/recepcion"));
    expect(kiosk).toMatchObject({ store: null, signIn: { configured: false, stores: [] } });
    const outcome = await handleKioskPost(
      request("/recepcion"),
      formOf({ intent: "setup", store: "2", pin: SHARED_PIN }),
      limits("a"),
    );
    expect(outcome).toEqual({ kind: "failure", status: 403, failure: { message: NOT_CONFIGURED_MESSAGE, errors: {} } });
    expect(NOT_CONFIGURED_MESSAGE).toBe("Acércate a recepción.");
    // With PINs for some stores only, the set-up offers just those.
    configureAppointments({ receptionPins: parseReceptionPins(`tienda-11:${STORE_PIN}`) });
    expect((await loadKiosk(request("/recepcion"))).signIn?.stores.map((store) => store.id)).toEqual([11]);
  });
});
