import { afterEach, describe, expect, it } from "vitest";
import type { LimitAttempt } from "#request-context";
import {
  appointmentsConfig,
  configureAppointments,
  parseReceptionPins,
  receptionPinFor,
} from "#app/features/appointments/index.server.ts";
import { anyPinConfigured, checkPin } from "./reception-access.server.ts";

const allowed: LimitAttempt = () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
const limits = { limitAttempt: allowed, clientIp: "127.0.0.1" };
const saved = appointmentsConfig();

afterEach(() => {
  configureAppointments(saved);
});

describe("a PIN per store (RECEPTION_PINS, falling back to RECEPTION_PIN)", () => {
  it("reads RECEPTION_PINS as store key to PIN", () => {
    expect(parseReceptionPins(" tienda-1:482916, tienda-11:975310 ")).toEqual({
      "tienda-1": "482916",
      "tienda-11": "975310",
    });
    expect(parseReceptionPins(undefined)).toEqual({});
  });

  it("a store with its own PIN takes only that one; the others take the shared PIN", async () => {
    configureAppointments({ receptionPin: "2468", receptionPins: parseReceptionPins("tienda-11:975310") });
    expect(receptionPinFor("tienda-11")).toBe("975310");
    expect(receptionPinFor("tienda-2")).toBe("2468");
    expect(await checkPin("975310", 11, limits)).toBe("ok");
    expect(await checkPin("2468", 11, limits)).toBe("wrong");
    expect(await checkPin("2468", 2, limits)).toBe("ok");
    expect(await checkPin("975310", 2, limits)).toBe("wrong");
  });

  it("without a shared PIN, only the stores listed can be opened", async () => {
    configureAppointments({ receptionPin: null, receptionPins: parseReceptionPins("tienda-3:1357") });
    expect(anyPinConfigured()).toBe(true);
    expect(await checkPin("1357", 3, limits)).toBe("ok");
    expect(await checkPin("1357", 4, limits)).toBe("not-configured");
    configureAppointments({ receptionPin: null, receptionPins: {} });
    expect(anyPinConfigured()).toBe(false);
  });
});

describe("PIN attempts (RECEPTION_PIN_ATTEMPTS)", () => {
  it("counts every attempt, right or wrong, against the configured maximum per IP", async () => {
    configureAppointments({ receptionPin: "2468", receptionPins: {}, receptionPinAttempts: 3 });
    const counted: Array<{ rule: string; max: number; key: string }> = [];
    const limitAttempt: LimitAttempt = (rule, key) => {
      counted.push({ rule: rule.name, max: rule.max, key });
      return Promise.resolve({ allowed: counted.length <= rule.max, retryAfterSeconds: 0 });
    };
    const from = { limitAttempt, clientIp: "203.0.113.7" };
    expect(await checkPin("2468", 2, from)).toBe("ok");
    expect(await checkPin("0000", 2, from)).toBe("wrong");
    expect(await checkPin("2468", 2, from)).toBe("ok");
    expect(await checkPin("2468", 2, from)).toBe("too-many");
    expect(counted).toEqual(Array(4).fill({ rule: "reception.pin.ip", max: 3, key: "203.0.113.7" }));
  });
});
