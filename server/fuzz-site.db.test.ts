import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STAFF_ROLES } from "#app/features/staff/staff-roles.ts";
import { createActiveStaff, staffSessionCookie } from "#tests/support/test-staff.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { issueAccessCookie } from "#app/features/reception/reception-access.server.ts";
import { setDbHandle, type DbHandle } from "./db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { COOKIE, confirmedAccount, logIn, SITE, TEST_ENV } from "#tests/support/auth-test-helpers.ts";
import { buildApp } from "./app.ts";
import { parseEnv } from "./env.ts";
import { siteBuild, type SiteRoute } from "#tests/support/fuzz-site.ts";
import { random, RAW_BODIES, STRINGS } from "#tests/support/test-fuzz.ts";
import { TEST_SECRETS } from "#tests/support/test-app.ts";

const BODY_LIMIT = 1_048_576;

/** Query values no page may answer with a 5xx: numbers JavaScript overflows, impossible dates, huge and odd text. */
const BAD_QUERY_VALUES = [
  "NaN",
  "1e309",
  "-1",
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "x".repeat(5000),
  "a\u0000b",
  "%",
];
const PATH_VALUES = ["x", "00000000-0000-0000-0000-000000000000", "2026-02-30", "x".repeat(600)];

/** Every query key and form field the site's code reads by name, so malformed values reach the parsers. */
function namesReadInSource(): string[] {
  const names = new Set<string>();
  const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes(".test."),
  );
  for (const file of files) {
    const source = readFileSync(join("app", file), "utf8");
    for (const match of source.matchAll(/\.(?:get|getAll|has)\("([A-Za-z_][\w-]{0,30})"\)/g)) names.add(match[1] ?? "");
  }
  names.delete("");
  return [...names].sort();
}

const MUTATIONS = ["1e309", "2026-02-30", "NaN", "x".repeat(5000)];

/** Site URLs with a query written in the code and the tests (`/resultados/paquetes?destino=CUZ&salida=…`). */
function exampleUrls(): string[] {
  const urls = new Set<string>();
  for (const folder of ["app", "tests"]) {
    for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(join(folder, file), "utf8");
      for (const match of source.matchAll(/["'`\s(](\/[a-z0-9\-/.]*\?[\w=&%.:+,-]+)/g)) urls.add(match[1] ?? "");
    }
  }
  // The scheduling form's second step (a GET form's answer, not a link): the next days at the virtual adviser.
  for (let day = 1; day <= 7; day++) {
    urls.add(`/agenda-tu-cita?location=virtual&reason=paquetes&date=${addDays(todayInLima(), day)}`);
  }
  return [...urls].filter((url) => url.length > 2).sort();
}

/** A route pattern as a regular expression over decoded paths. */
function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((part) =>
      part === "*"
        ? ".*"
        : part.startsWith(":")
          ? part.endsWith("?")
            ? "[^/]*"
            : "[^/]+"
          : part.replace(/[.]/g, "\\."),
    )
    .join("/");
  return new RegExp(`^${source}/?$`, "i");
}

/** The named fields of a page's POST forms, with the values the page put in them. */
function formFieldsIn(html: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const formMatch of html.matchAll(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/gi)) {
    for (const input of (formMatch[1] ?? "").matchAll(/<(?:input|select|textarea|button)\b[^>]*>/gi)) {
      const name = /\bname="([^"]+)"/.exec(input[0])?.[1];
      if (name) fields.push([name, /\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? ""]);
    }
  }
  return fields.slice(0, 30);
}

function pathsOf(route: SiteRoute): string[] {
  if (!route.pattern.includes(":") && !route.pattern.includes("*")) return [route.pattern];
  return PATH_VALUES.map((param) =>
    route.pattern
      .replace(/:[A-Za-z]+\??/g, encodeURIComponent(param))
      .replace("*", `no-existe/${encodeURIComponent(param)}`),
  );
}

function form(entries: Array<[string, string]>): string {
  const params = new URLSearchParams();
  for (const [key, item] of entries) params.append(key, item);
  return params.toString();
}

describe("fuzzing every route of the site in-process (loaders, actions, documents)", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let routes: SiteRoute[];
  let signedIn: string;

  beforeAll(async () => {
    // Without a build the stylesheet's URL import is empty: React warns on every document. Other errors still show.
    const consoleError = console.error.bind(console);
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === "string" && /An empty string|`precedence`/.test(args[0])) return;
      consoleError(...args);
    });
    db = await createTestDb();
    setDbHandle(db);
    const site = await siteBuild();
    routes = site.routes;
    const env = parseEnv({
      ...TEST_ENV,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      JOBS_ENABLED: "false",
      RATE_LIMIT_MAX: "100000000",
      AUTH_RATE_LIMIT_MAX: "100000000",
      BODY_LIMIT_BYTES: String(BODY_LIMIT),
      BUILD_DIR: mkdtempSync(join(tmpdir(), "kv-fuzz-build-")),
    });
    app = await buildApp({ env, secrets: TEST_SECRETS, db, pages: true, serverBuild: site.build, logger: false });
    await app.ready();
    await confirmedAccount(app, db, "fuzz-site@example.pe");
    const customer = (await logIn(app, "fuzz-site@example.pe")).token ?? "";
    const staff = await createActiveStaff(db.db, [...STAFF_ROLES]);
    // The back office's cookie name depends on Secure; both are sent so either configuration is signed in.
    const staffCookies = [
      await staffSessionCookie(db.db, staff.id, true),
      await staffSessionCookie(db.db, staff.id, false),
    ];
    const opened = async (role: "kiosk" | "staff") => {
      const cookie = await issueAccessCookie(db.db, role, 1);
      if (!cookie) throw new Error("the fuzz needs a reception PIN for store 1");
      return cookie.split(";")[0] ?? "";
    };
    const kiosk = await opened("kiosk");
    const receptionStaff = await opened("staff");
    signedIn = [`${COOKIE}=${customer}`, ...staffCookies, kiosk, receptionStaff].join("; ");
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  /** Sends one request as a visitor and once signed in everywhere (customer, back office, kiosk); collects 5xx. */
  async function send(
    failures: string[],
    request: { method: "GET" | "POST"; url: string; payload?: string | Buffer; type?: string },
    identities: Array<string | null>,
  ) {
    for (const cookie of identities) {
      const response = await app.inject({
        method: request.method,
        url: request.url,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        headers: {
          host: new URL(SITE).host,
          origin: SITE,
          ...(request.type ? { "content-type": request.type } : {}),
          ...(cookie ? { cookie } : {}),
        },
      });
      if (response.statusCode >= 500) {
        const body = typeof request.payload === "string" ? request.payload.slice(0, 100) : "";
        failures.push(
          `${request.method} ${request.url.slice(0, 160)} ${cookie ? "signed-in" : "visitor"} ${String(response.statusCode)} <- ${request.type ?? ""} ${body}`,
        );
      }
    }
  }

  // Signing out would end the sessions the other requests use: those routes come last.
  const last = (route: SiteRoute) => (/salir|cerrar-sesion/.test(route.pattern) ? 1 : 0);

  it("derives its routes from app/routes.ts: site, back office, reception kiosk and dev pages", () => {
    const patterns = routes.map((route) => route.pattern);
    for (const expected of ["/", "/gestion/pedidos/:code", "/recepcion", "/dev/reservas", "/hoteles/reserva/:id", "/*"])
      expect(patterns).toContain(expected);
    expect(routes.length).toBeGreaterThan(100);
  });

  it("the dev fixtures answer a NUL in their fields with 400, before the database", async () => {
    for (const [url, payload] of [
      ["/dev/reservas", "email=rosa%00quispe%40example.pe"],
      ["/dev/citas/hoy", "code=CT-%00"],
    ] as const) {
      const response = await app.inject({
        method: "POST",
        url,
        payload,
        headers: {
          host: new URL(SITE).host,
          origin: SITE,
          "content-type": "application/x-www-form-urlencoded",
        },
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it("keeps every page that hands out an idempotency key for its form out of caches (private, no-store)", async () => {
    const seeds = exampleUrls();
    const withKey: string[] = [];
    const cached: string[] = [];
    for (const route of routes.filter((entry) => entry.hasLoader && !/salir|cerrar-sesion/.test(entry.pattern))) {
      const matcher = patternRegex(route.pattern);
      const urls = [...pathsOf(route).slice(0, 2), ...seeds.filter((url) => matcher.test(url.split("?")[0] ?? ""))];
      for (const url of urls.slice(0, 8)) {
        const response = await app.inject({ method: "GET", url, headers: { host: new URL(SITE).host } });
        // In a hidden field or in the page's data for the form that renders it.
        if (!response.body.includes("idempotencyKey")) continue;
        withKey.push(url);
        if (!(response.headers["cache-control"] ?? "").includes("no-store")) cached.push(url);
      }
    }
    expect(withKey.some((url) => url.startsWith("/agenda-tu-cita"))).toBe(true);
    expect(cached).toEqual([]);
  }, 300_000);

  // The sweeps prove how the routes read input, whatever the engine: once, on PGlite (the PostgreSQL pass of CI
  // re-runs the database tests, and these two would double its time). The NUL case above runs on both.
  const sweep = process.env.TEST_DATABASE_URL ? it.skip : it;

  sweep("answers malformed query values on every route with a 4xx or a page, never a 5xx", async () => {
    const keys = namesReadInSource();
    const seeds = exampleUrls();
    expect(seeds.some((url) => url.startsWith("/resultados/paquetes?"))).toBe(true);
    const next = random(20261202);
    const failures: string[] = [];
    for (const route of routes.filter((entry) => entry.hasLoader).sort((a, b) => last(a) - last(b))) {
      const matcher = patternRegex(route.pattern);
      const examples = seeds.filter((url) => matcher.test(url.split("?")[0] ?? "")).slice(0, 2);
      // A real query of the route (from the code's and the tests' URLs) with one value at a time made malformed:
      // the value reaches its parser behind the other fields' checks. Signed in, a request goes through every
      // session (customer, staff, kiosk); a visitor's pages are the same pages without them.
      const mutated: string[] = [];
      for (const example of examples) {
        const [path = "/", query = ""] = example.split("?");
        const params = [...new URLSearchParams(query)];
        params.forEach((_entry, index) => {
          for (const bad of MUTATIONS) {
            mutated.push(`${path}?${form(params.map(([key, item], at) => [key, at === index ? bad : item]))}`);
          }
        });
      }
      const [first = "/", ...others] = pathsOf(route);
      const urls = BAD_QUERY_VALUES.map((bad) => `${first}?${form(keys.map((key) => [key, bad]))}`);
      for (const path of others) urls.push(`${path}?${form(keys.map((key) => [key, "1e309"]))}`);
      const pool = [...BAD_QUERY_VALUES, ...STRINGS];
      const picked = keys.filter(() => next() < 0.05);
      urls.push(`${first}?${form(picked.map((key) => [key, pool[Math.floor(next() * pool.length)] ?? ""]))}`);
      for (const url of urls) await send(failures, { method: "GET", url }, [null, signedIn]);
      for (const url of mutated) await send(failures, { method: "GET", url }, [signedIn]);
    }
    expect(failures).toEqual([]);
  }, 900_000);

  sweep("answers malformed bodies and content types on every route with a 4xx, never a 5xx", async () => {
    const fields = namesReadInSource();
    const failures: string[] = [];
    const urlencoded = "application/x-www-form-urlencoded";
    const bodies: Array<{ payload: string; type: string }> = [
      { payload: form(fields.map((field) => [field, "a\u0000b"])), type: urlencoded },
      { payload: form(fields.map((field) => [field, "2026-02-30"])), type: urlencoded },
      { payload: form(fields.map((field) => [field, "1e309"])), type: urlencoded },
      { payload: `detail=${"x".repeat(BODY_LIMIT + 10)}`, type: urlencoded },
      { payload: `detail=${"x".repeat(50_000)}`, type: urlencoded },
      { payload: "a=%zz&b=%", type: urlencoded },
      { payload: '{"email":"a@b.pe","intent":"pay"}', type: "application/json" },
      { payload: "<xml/>", type: "text/xml" },
      { payload: "\u0000", type: "application/octet-stream" },
      { payload: "--x\r\nbroken", type: "multipart/form-data; boundary=x" },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
        type: "multipart/form-data",
      },
      { payload: "a=1", type: "" },
      ...RAW_BODIES.slice(0, 3).map((payload) => ({ payload, type: urlencoded })),
    ];
    for (const route of [...routes].sort((a, b) => last(a) - last(b))) {
      const [first = "/", ...others] = pathsOf(route);
      // The page's own forms, as rendered, with one field at a time made malformed: a real intent, version or key
      // takes the value to the action's schema and service.
      const page = await app.inject({
        method: "GET",
        url: first,
        headers: { host: new URL(SITE).host, cookie: signedIn },
      });
      const own = formFieldsIn(page.body);
      const mutated = own.flatMap((_field, index) =>
        MUTATIONS.map((bad) => ({
          payload: form(own.map(([name, item], position) => [name, position === index ? bad : item])),
          type: urlencoded,
        })),
      );
      const url = `${first}?reserva=x&plan=1e309`;
      for (const body of bodies) await send(failures, { method: "POST", url, ...body }, [null, signedIn]);
      for (const body of mutated.slice(0, 24)) await send(failures, { method: "POST", url, ...body }, [signedIn]);
      for (const path of others) {
        await send(failures, { method: "POST", url: path, ...(bodies[0] ?? { payload: "", type: "" }) }, [signedIn]);
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
