import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { dataLayer, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

/** The build's brotli settings (server/precompress.ts). */
const brotli11 = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

const NOT_FOUND = "Upss! Lo sentimos, se produjo un error inesperado. Por favor, vuelva a realizar la búsqueda.";

test.describe("platform frame", () => {
  test("an unknown path ends on /404 with the exact text, and the button goes home", async ({ page }) => {
    const response = await page.goto("/esta-ruta/no-existe");
    await expect(page).toHaveURL(/\/404$/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada." })).toBeVisible();
    await expect(page.getByText(NOT_FOUND, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Página no encontrada | Kuntur Viajes");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("scroll is at the top after a navigation", async ({ page }) => {
    await page.goto("/dev/ui");
    await waitForHydration(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
      window.scrollTo(0, 1500);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Ir al inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("server HTML carries `hydrating`, removed after hydration", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<html[^>]*class="hydrating"/);
    await page.goto("/");
    await waitForHydration(page);
  });

  test("the app's scripts are requested after the first contentful paint, then hydrate the page", async ({
    page,
    request,
  }) => {
    // Decision 015: the server writes the preloads and React Router's module script inert.
    const html = await (await request.get("/")).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="kv-modulepreload"');
    expect(html).toMatch(/<script[^>]* type="text\/kv-deferred-module"/);
    expect(html).not.toMatch(/<script[^>]* type="module"/);

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"));
      return {
        paint,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
        live: document.querySelectorAll('link[rel="modulepreload"]').length,
        inert: document.querySelectorAll('link[rel="kv-modulepreload"], script[type="text/kv-deferred-module"]').length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(5);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);
    expect(timing.live).toBeGreaterThan(5);
    expect(timing.inert).toBe(0);
    expect(errors).toEqual([]);
    // Hydrated: a client-side navigation works.
    await page.getByRole("link", { name: "Nuestra empresa" }).first().click();
    await expect(page).toHaveURL(/\/nuestra-empresa$/);
  });

  test("hydrates when the streamed HTML is cut inside the app's module script and the page paints first", async ({
    page,
    request,
    baseURL,
  }) => {
    // A slow network can deliver the page in two pieces with the cut inside React Router's module script. The
    // deferred start (decision 015) must not copy that script while it is half parsed: a copy of half a script starts
    // nothing and the page never hydrates. A local server sends the first piece, holds the rest until the page has
    // painted and the start-up's 1.5 s timer has passed, then sends it.
    const html = await (await request.get("/")).text();
    const scriptAt = html.search(/<script[^>]* type="text\/kv-deferred-module"[^>]*>/);
    expect(scriptAt).toBeGreaterThan(0);
    const cut = html.indexOf(">", scriptAt) + 20;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = createServer((incoming, outgoing) => {
      const path = incoming.url ?? "/";
      if (path === "/") {
        outgoing.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        outgoing.write(html.slice(0, cut));
        void released.then(() => outgoing.end(html.slice(cut)));
        return;
      }
      // Everything else (scripts, styles, data) from the real server.
      void fetch(`${baseURL ?? ""}${path}`).then(async (answer) => {
        outgoing.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${String(port)}/`, { waitUntil: "commit" });
      await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint").length > 0 && performance.now() > 2000,
        undefined,
        { polling: 100 },
      );
      release();
      await waitForHydration(page);
    } finally {
      release();
      server.close();
    }
  });

  test("pages carry the security headers and a CSP nonce on every script", async ({ request }) => {
    const response = await request.get("/404");
    const headers = response.headers();
    expect(headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'self'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("title, description, canonical URL and Open Graph are server-rendered", async ({ request, baseURL }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("<title>Kuntur Viajes");
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('lang="es-PE"');
  });

  test("robots.txt and the favicon are served", async ({ request, baseURL }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
  });

  test("scripts are served precompressed (brotli 11, gzip 9) with immutable caching, and plain to who asks so", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const script =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/assets\/root-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const plain = await request.get(script ?? "", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    const plainBody = await plain.body();
    const plainBytes = plainBody.length;
    for (const encoding of ["br", "gzip"]) {
      const response = await request.get(script ?? "", { headers: { "accept-encoding": encoding } });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(headers["vary"]).toContain("accept-encoding");
      expect(headers["content-type"]).toContain("javascript");
      // The build's copy, sent as a file (on-the-fly compression streams without a length, at quality 3).
      const expected = encoding === "br" ? brotli11(plainBody) : gzipSync(plainBody, { level: 9 });
      expect(Number(headers["content-length"])).toBe(expected.length);
    }
    // The client decodes what it was sent: the precompressed copy is the same script.
    const decoded = await request.get(script ?? "");
    expect((await decoded.body()).length).toBe(plainBytes);
  });

  test("the data layer gets a virtualPageView with path and title on each navigation", async ({ page }) => {
    await page.goto("/dev/ui");
    await waitForHydration(page);
    await expect
      .poll(async () => (await dataLayer(page)).filter((event) => event.event === "virtualPageView"))
      .toEqual([
        { event: "virtualPageView", virtualPath: "/dev/ui", title: "Componentes de la interfaz | Kuntur Viajes" },
      ]);
    await page.getByRole("link", { name: "Ir al inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(async () => (await dataLayer(page)).filter((event) => event.event === "virtualPageView").length)
      .toBe(2);
    const last = (await dataLayer(page)).filter((event) => event.event === "virtualPageView").at(-1);
    // The page view carries the new page's title, not the previous one's.
    expect(last).toEqual({ event: "virtualPageView", virtualPath: "/", title: await page.title() });
    expect(last?.title).toMatch(/Kuntur Viajes/);
    expect(last?.title).not.toBe("Componentes de la interfaz | Kuntur Viajes");
  });

  test("the A/B cookie is pushed with its variant id and deleted", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "kv_ab", value: "exp-home-B", url: baseURL ?? "" }]);
    await page.goto("/");
    await waitForHydration(page);
    await expect
      .poll(async () => (await dataLayer(page)).find((event) => event.event === "ab_test"))
      .toEqual({
        event: "ab_test",
        abVariant: "exp-home-B",
        variantId: "B",
      });
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "kv_ab")).toBeUndefined();
  });
});
