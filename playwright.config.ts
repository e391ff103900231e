import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_SMTP_PORT } from "./tests/e2e/mailbox.ts";

// Debian's Chromium headless shell by default (`apt-get install chromium-headless-shell`): the same engine without the
// browser's interface, and about 30 % less CPU for the same tests than the full browser (docs/testing.md). Else
// Debian's Chromium; CHROMIUM_PATH names any other build.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const dataDir = `.tmp/e2e-${Date.now()}`;

const launchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

const SLOW = /@slow/;
/**
 * Browser tests run at 1440 px. These specs test what changes with the width (menus, layouts, what is shown or hidden
 * on a phone, nothing wider than the screen) and also run at 360 px. A spec joins this list when its outcome depends
 * on the viewport; everything else is proven once, at 1440 px (docs/testing.md).
 */
export const LAYOUT_SPECS = [
  "home.spec.ts",
  "home-offers.spec.ts",
  "home-search.spec.ts",
  "shell-top-bar.spec.ts",
  "shell-frame.spec.ts",
  "shell-links.spec.ts",
  "shell-overlays.spec.ts",
  "info-documents.spec.ts",
  "info-campaigns.spec.ts",
  "pre-registration.spec.ts",
  "customer-service-pages.spec.ts",
  "checkout.spec.ts",
  "demo-strip.spec.ts",
  "flight-results-layout.spec.ts",
];
// Two production servers of its own on PostgreSQL and Redis (tests/e2e/scale-out): its own project, run once.
const SCALE_OUT = /scale-out\/.*\.spec\.ts$/;
const selectedProjects = process.argv.flatMap((arg, index, all) => {
  if (arg === "--project") return [all[index + 1] ?? ""];
  return arg.startsWith("--project=") ? [arg.slice("--project=".length)] : [];
});
// `--project scale-out` alone needs neither the shared server nor the mailbox: its spec starts what it uses.
const onlyScaleOut = selectedProjects.length > 0 && selectedProjects.every((name) => name === "scale-out");
const viewports = [
  {
    name: "desktop",
    use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    testIgnore: SCALE_OUT,
  },
  {
    name: "mobile",
    use: {
      ...devices["Desktop Chrome"],
      viewport: { width: 360, height: 780 },
      isMobile: false,
      hasTouch: true,
      launchOptions,
    },
    testMatch: LAYOUT_SPECS.map((file) => `**/tests/e2e/${file}`),
  },
];

export default defineConfig({
  testDir: "tests/e2e",
  // A real SMTP server receives what the server under test sends (tests/e2e/mailbox.ts).
  ...(onlyScaleOut ? {} : { globalSetup: "./tests/e2e/global-setup.ts" }),
  fullyParallel: true,
  // Four browsers on two cores: most of a test's time is spent waiting (servers, timers, e-mail), not computing, and
  // the suite passed with four workers at a load average of 25-33 (docs/benchmarks.md). PW_WORKERS overrides it.
  workers: Number(process.env.PW_WORKERS ?? 4),
  retries: process.env.CI ? 1 : 0,
  // Generous limits: the suite must pass on a loaded 2-core machine (a developer's laptop with a browser open, a
  // shared CI host). Tests wait for states, never for fixed times, so a limit only bounds a real hang.
  // 240 s: on a slower 2-core host (AMD EPYC, session 9) the suite's own four browsers keep the load at 23-25 and one
  // axe check on a full page took 60-146 s, so tests with one or two axe checks passed 120 s there.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: process.env.PW_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.PW_JSON_REPORT }]] : [["list"]],
  use: { baseURL, locale: "es-PE", timezoneId: "America/Lima", trace: "retain-on-failure", launchOptions },
  // The tests tagged @slow (own servers, cash codes that must expire, whole sign-up flows: 1-2.5 minutes each) run
  // first: the queue is taken in project order, and a two-minute test started last would end the run alone.
  projects: [
    // First: one worker runs its tests one after the other for a minute or two while the others share the rest.
    { name: "scale-out", testMatch: SCALE_OUT, fullyParallel: false },
    ...viewports.map((project) => ({ ...project, grep: SLOW })),
    ...viewports.map((project) => ({ ...project, grepInvert: SLOW })),
  ],
  webServer: onlyScaleOut
    ? []
    : {
        // The project's Node 24 (the one running Playwright), whatever `node` is first on the PATH.
        command: `"${process.execPath}" server.ts`,
        url: `${baseURL}/api/v1/ready`,
        reuseExistingServer: false,
        // Migrations and the demo seed on a fresh embedded database, on a busy machine: generous.
        timeout: 180_000,
        stdout: "ignore",
        stderr: "pipe",
        env: {
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(E2E_PORT),
          SITE_URL: baseURL,
          PGLITE_DATA_DIR: `${dataDir}/pglite`,
          SECRETS_FILE: `${dataDir}/secrets.json`,
          RATE_LIMIT_MAX: "100000",
          // Every test signs in from 127.0.0.1: the per-IP limit of the auth endpoints is an API test's job.
          AUTH_RATE_LIMIT_MAX: "100000",
          // The same for the per-IP count of failed sign-ins (decision 009): the API tests prove the threshold of 5.
          AUTH_IP_FREE_FAILURES: "100000",
          // Every complaint is filed from 127.0.0.1: the per-IP limit of the complaints book is an API test's job.
          COMPLAINTS_RATE_LIMIT_MAX: "100000",
          DEV_PAGES: "true",
          LOG_LEVEL: "warn",
          // Scrypt at 2^12 instead of the production 2^17: the KDF's cost is an API test's job (auth-security.db.test.ts);
          // here it would only make every sign-up and sign-in seconds slower on a busy machine.
          PASSWORD_HASH_COST: "12",
          BUILD_DIR: process.env.BUILD_DIR ?? "build",
          SMTP_URL: `smtp://127.0.0.1:${String(E2E_SMTP_PORT)}`,
          MAIL_POLL_INTERVAL_MS: "300",
          JOBS_POLL_INTERVAL_MS: "200",
          // A flight supplier that never answers searches to Tacna: the results page must show the others' flights.
          FLIGHT_TEST_SUPPLIER: "slow",
          FLIGHT_SUPPLIER_TIMEOUT_MS: "6000",
          // The reception kiosk's staff PIN (production has no default).
          RECEPTION_PIN: "48291673",
          // Agencia Trujillo has its own (tests/e2e/reception-kiosk.spec.ts).
          RECEPTION_PINS: "tienda-11:97531086",
          // Every kiosk test signs in from 127.0.0.1, retries too: the limit of 5 per IP is a unit test's job.
          RECEPTION_PIN_ATTEMPTS: "100000",
          // Flight+hotel baskets take 10 % off the hotel (tests/e2e/flight-hotel-purchase.spec.ts).
          FLIGHT_HOTEL_DISCOUNT_PERCENT: "10",
        },
      },
});
