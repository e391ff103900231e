import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { processState, startupSetting } from "./startup-config.ts";

afterEach(() => vi.unstubAllEnvs());

describe("start-up settings", () => {
  it("a setting read in production before the server set it is an error, never a default", () => {
    const setting = startupSetting(`probe-production-${String(Math.random())}`, { outsideProduction: () => "default" });
    vi.stubEnv("NODE_ENV", "production");
    expect(() => setting.get()).toThrow(/read before the server configured it/);
    setting.set("configured");
    expect(setting.get()).toBe("configured");
  });

  it("outside production an unset setting gets its default, made once for the whole process", () => {
    const name = `probe-default-${String(Math.random())}`;
    const made = vi.fn(() => ({ key: Math.random() }));
    const first = startupSetting(name, { outsideProduction: made }).get();
    expect(startupSetting(name, { outsideProduction: made }).get()).toBe(first);
    expect(made).toHaveBeenCalledTimes(1);
    expect(() => startupSetting(`${name}-none`).get()).toThrow(/read before the server configured it/);
  });

  it("process state is one object however many copies of a module ask for it", async () => {
    const copyUrl = "./startup-config.ts?copy=pages";
    const copy = (await import(copyUrl)) as typeof import("./startup-config.ts");
    const name = `probe-state-${String(Math.random())}`;
    expect(copy.processState(name, () => new Map())).toBe(processState(name, () => new Map()));
  });
});

// The build loads a feature module twice: once for the Fastify host (server/app.ts configures it) and once inside
// the pages' SSR bundle (the routes read it). Two imports of the same file under different URLs are those two copies.
type Module = Record<string, (...args: never[]) => unknown>;
const copies = async (path: string) =>
  [await import(`${path}?copy=host`), await import(`${path}?copy=pages`)] as Module[];

const SETTINGS: Array<{ path: string; configure: string; read: string; probe: () => unknown }> = [
  {
    path: "#app/features/staff/staff-config.server.ts",
    configure: "configureStaff",
    read: "staffConfig",
    probe: () => ({ hashCost: 12, secureCookie: false, siteUrl: "https://copias.test", totpKey: Buffer.alloc(32, 7) }),
  },
  {
    path: "#app/features/hotels/hotel-config.server.ts",
    configure: "configureHotelCheckout",
    read: "hotelCheckoutConfig",
    probe: () => ({ siteUrl: "https://copias.test" }),
  },
  {
    path: "#app/features/orders/access/access-config.server.ts",
    configure: "configureOrderAccess",
    read: "orderAccessConfig",
    probe: () => ({ key: "clave-de-prueba-de-enlaces", siteUrl: "https://copias.test" }),
  },
  {
    path: "#app/features/insurance/insurance-config.server.ts",
    configure: "configureInsurance",
    read: "insuranceConfig",
    probe: () => ({ siteUrl: "https://copias.test", linkKey: "clave-de-prueba" }),
  },
  {
    path: "#app/features/flights/booking/booking-payable.server.ts",
    configure: "configureBookingPayments",
    read: "bookingPaymentsConfig",
    probe: () => ({ siteUrl: "https://copias.test" }),
  },
  {
    path: "#app/features/flights/booking/booking-config.server.ts",
    configure: "configureBookings",
    read: "bookingsConfig",
    probe: () => ({ holdMinutes: 7 }),
  },
  {
    path: "#app/features/appointments/appointments-config.server.ts",
    configure: "configureAppointments",
    read: "appointmentsConfig",
    probe: () => ({
      bookingDays: 9,
      minNoticeMinutes: 5,
      videoUrlTemplate: "https://video.test/{code}",
      receptionPin: "1357",
      receptionPins: {},
      receptionPinAttempts: 3,
      signingKey: "clave-de-prueba",
      siteUrl: "https://copias.test",
    }),
  },
  {
    path: "#app/features/hotels/hotel-suppliers.server.ts",
    configure: "configureHotelSuppliers",
    read: "hotelSuppliers",
    probe: () => [{ id: "copias-de-prueba" }],
  },
  {
    path: "#app/utils/payment-mode.ts",
    configure: "setSimulatedPayments",
    read: "paymentsAreSimulated",
    probe: () => true,
  },
];

describe("one home for each start-up setting", () => {
  it.each(SETTINGS)("$configure on the host's copy is what the pages' copy reads ($read)", async (entry) => {
    const [host, pages] = await copies(entry.path);
    const configure = host?.[entry.configure] as (value: unknown) => void;
    const read = pages?.[entry.read] as () => unknown;
    expect(host).not.toBe(pages);
    const previous = read();
    try {
      configure(entry.probe());
      expect(read()).toEqual(entry.probe());
    } finally {
      configure(previous);
    }
  });

  it("a payable handler and an order product registered by the host are found by the pages", async () => {
    const [hostPayments, pagesPayments] = await copies("#app/features/payments/payments-config.server.ts");
    const handler = { amountDue: () => Promise.resolve(null), onApproved: () => Promise.resolve("accepted") };
    (hostPayments?.registerPayable as (kind: string, h: unknown) => void)("startup-config-probe", handler);
    expect((pagesPayments?.payableHandler as (kind: string) => unknown)("startup-config-probe")).toBe(handler);

    const [hostOrders, pagesOrders] = await copies("#app/features/orders/order-products.server.ts");
    const current = (pagesOrders?.orderProduct as (kind: string) => unknown)("flight");
    const product = { kind: "flight" };
    try {
      (hostOrders?.registerOrderProduct as (p: unknown) => void)(product);
      expect((pagesOrders?.orderProduct as (kind: string) => unknown)("flight")).toBe(product);
    } finally {
      if (current) (hostOrders?.registerOrderProduct as (p: unknown) => void)(current);
    }
  });
});

// Module-level state in server code: each entry says why two copies of it do no harm.
const ALLOWED_MODULE_STATE: Record<string, string> = {
  "app/features/advertisements/advertisement-service.server.ts": "a few seconds' cache of a database read",
  "app/features/legal/pdf-render.server.ts": "cache of documents rendered from files of the build",
  "app/features/content/web-content-service.server.ts": "cache of a database read",
  "app/features/staff/staff-guard.server.ts": "per request (WeakMap keyed by the Request)",
  "app/features/flights/results/flight-results.server.ts": "cache of the airports list",
  "app/features/sitemap/sitemap.server.ts": "the build's time, the same for every copy",
  "app/features/places/stay-places.server.ts": "cache of the places list",
  "app/features/accounts/password-hash.server.ts": "cache of dummy hashes (the same for every copy)",
  "app/features/accounts/google-oidc.server.ts": "cache of the provider's discovery document",
  "app/platform/http-client.ts": "browser state, set from the root loader's data on every render",
  "app/components/carousel-registry.ts": "browser state (one document listener)",
  "server/api/payments/dev-routes.ts": "development pages only: amounts of demo payments",
  "server/plugins/rendered-body.ts": "per response (WeakMap keyed by the request)",
  "server/plugins/attempt-limit.ts": "per Fastify instance (WeakMap keyed by the app)",
  "server/plugins/security.ts": "a pool of random nonces",
};

const ROOT = join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const CONFIGURES = /^export (async )?function (configure|register|set)[A-Z]\w*/m;
const MODULE_STATE = /^(export )?(let|var) |^(export )?const \w+(: [^=]+)? = new (Map|Set|WeakMap)(<.*>)?\(\);/m;

describe("no module keeps start-up configuration of its own", () => {
  const files = [...sources("app"), ...sources("server")];

  it("server modules and modules configured at start-up keep no module-level state outside the shared helper", () => {
    const offenders = files.filter((file) => {
      const text = readFileSync(join(ROOT, file), "utf8");
      const inScope = file.startsWith("server/") || /\.server\.tsx?$/.test(file) || CONFIGURES.test(text);
      return inScope && MODULE_STATE.test(text) && !(file in ALLOWED_MODULE_STATE);
    });
    expect(offenders, "use startupSetting or processState (app/platform/startup-config.ts)").toEqual([]);
  });

  it("nothing but the shared helper keeps values on globalThis", () => {
    const offenders = files.filter(
      (file) =>
        file !== "app/platform/startup-config.ts" &&
        /globalThis as |globalThis\.__kv/.test(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("every setting and shared state has its own name", () => {
    const names = files.flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(/(?:startupSetting<[^>]*>|processState)\(\s*"([^"]+)"/g)].map(
        (match) => match[1],
      ),
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
