import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { layoutShifts, recordLayoutShifts, withCookieChoice } from "./shell-helpers.ts";

const TABS: Array<[path: string, tab: string, title: string, form: string | null]> = [
  ["/", "Vuelos", "Kuntur Viajes | Vuelos, hoteles, paquetes y seguros de viaje", "Buscar vuelos"],
  ["/vuelos", "Vuelos", "Vuelos baratos nacionales e internacionales | Kuntur Viajes", "Buscar vuelos"],
  ["/paquetes", "Paquetes", "Paquetes turísticos nacionales e internacionales | Kuntur Viajes", "Buscar paquetes"],
  ["/hoteles", "Hoteles", "Hoteles en el Perú y el mundo al mejor precio | Kuntur Viajes", "Buscar hoteles"],
  ["/vuelohotel", "Vuelo + Hotel", "Vuelo + Hotel: ahorra reservando juntos | Kuntur Viajes", "Buscar vuelo + hotel"],
  [
    "/seguro-viaje",
    "Seguros",
    "Seguros de viaje nacionales e internacionales | Kuntur Viajes",
    "Buscar seguros de viaje",
  ],
  ["/?pestana=hot-sale", "Hot Sale", "Hot Sale de viajes: ofertas por tiempo limitado | Kuntur Viajes", null],
  ["/armapaquete", "Paquetes", "Kuntur Viajes | Vuelos, hoteles, paquetes y seguros de viaje", "Buscar paquetes"],
  ["/autos", "Vuelos", "Kuntur Viajes | Vuelos, hoteles, paquetes y seguros de viaje", "Buscar vuelos"],
  ["/actividades", "Vuelos", "Kuntur Viajes | Vuelos, hoteles, paquetes y seguros de viaje", "Buscar vuelos"],
];

test.describe("home tabs", () => {
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  for (const [path, tab, title, form] of TABS) {
    test(`${path} shows the home with the ${tab} tab and its meta`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      await page.goto(path);
      await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
      if (form) await expect(page.getByRole("form", { name: form })).toBeVisible();
      else await expect(page.getByRole("heading", { name: "Hot Sale Kuntur: hasta 40% de descuento" })).toBeVisible();
      await expect(page).toHaveTitle(title);
    });
  }

  // Issue 14, item 5: below its form, each product tab shows its own product, never the flight offers.
  const PRODUCT_CONTENT: Array<[path: string, heading: string | null]> = [
    ["/vuelos", "Súper ofertas de vuelos"],
    ["/paquetes", "Paquetes para todos los gustos"],
    ["/vuelohotel", "Paquetes para todos los gustos"],
    ["/hoteles", "Hoteles donde más viajan nuestros clientes"],
    ["/seguro-viaje", "Un plan para cada viaje"],
  ];
  for (const [path, heading] of PRODUCT_CONTENT) {
    test(`${path} shows content of its own product`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      if (heading) await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      // The flight offers ('Ofertas de vuelos más buscadas', 'Súper ofertas de vuelos') belong to the flights tab.
      const flightOffers = page.getByRole("heading", {
        name: /Ofertas de vuelos más buscadas|Súper ofertas de vuelos/,
      });
      if (path === "/vuelos") await expect(flightOffers.first()).toBeVisible();
      else await expect(flightOffers).toHaveCount(0);
    });
  }

  test("choosing a tab updates the URL, the meta and the form", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Hoteles" }).click();
    await expect(page).toHaveURL(/\/hoteles$/);
    await expect(page).toHaveTitle("Hoteles en el Perú y el mundo al mejor precio | Kuntur Viajes");
    await expect(page.getByRole("form", { name: "Buscar hoteles" })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Reserva hoteles/);
    await page.getByRole("tab", { name: "Hot Sale" }).click();
    await expect(page).toHaveURL(/\/\?pestana=hot-sale$/);
    await expect(page.getByRole("heading", { name: "Hot Sale Kuntur: hasta 40% de descuento" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Cusco y Machu Picchu/ }).first()).toBeVisible();
    await page.getByRole("tab", { name: "Seguros" }).click();
    await expect(page).toHaveURL(/\/seguro-viaje$/);
    await expect(page).toHaveTitle("Seguros de viaje nacionales e internacionales | Kuntur Viajes");
  });

  test("content tabs follow the static ones: in-app, or external in a new tab, icon without its marker", async ({
    page,
  }) => {
    await page.goto("/");
    const tabs = page.getByRole("tablist", { name: "Productos de viaje" }).getByRole("tab");
    await expect(tabs).toHaveText(["Vuelos", "Paquetes", "Hoteles", "Vuelo + Hotel", "Seguros", "Hot Sale"]);
    // They are links (they leave the screen), shown right after the static tabs.
    const bar = page.getByRole("tablist", { name: "Productos de viaje" }).locator("xpath=..");
    await expect(bar.getByRole("link")).toHaveText(["Travel Outlet", /^Blog de viajes/]);
    const outlet = bar.getByRole("link", { name: "Travel Outlet" });
    await expect(outlet).toHaveAttribute("href", "/traveloutlet");
    await expect(outlet).not.toHaveAttribute("target", /.+/);
    await expect(outlet.locator("svg")).toHaveCount(1);
    const blog = bar.getByRole("link", { name: /Blog de viajes/ });
    await expect(blog).toHaveAttribute("href", "https://blog.kunturviajes.pe/");
    await expect(blog).toHaveAttribute("target", "_blank");
    await expect(blog).toHaveAttribute("rel", "noopener noreferrer");
    await expect(bar).not.toContainText("_");
    // An in-app router link (client navigation), unlike the external one.
    await expect(outlet).toHaveAttribute("data-discover", "true");
    await expect(blog).not.toHaveAttribute("data-discover", /.*/);
  });

  test("the sections of the home are there, in order, with our images", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const headings = page.getByRole("heading", { level: 2 });
    await expect(
      headings.filter({ hasText: /Ofertas de vuelos|Paquetes para|Súper ofertas|Por qué|Enlaces|Recibe/ }),
    ).toHaveText([
      "Ofertas de vuelos más buscadas",
      "Paquetes para todos los gustos",
      "Súper ofertas de vuelos",
      "¿Por qué viajar con Kuntur Viajes?",
      "Enlaces de interés",
      "Recibe nuestras ofertas antes que nadie",
    ]);
    // An element without elementCheck is not published.
    await expect(page.getByText("Madrid y París")).toHaveCount(0);
    const carousel = page.getByRole("region", { name: "Promociones" });
    const images = carousel.getByRole("img");
    await expect(images).toHaveCount(6);
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    for (const attribute of ["width", "height", "alt"]) await expect(images.first()).toHaveAttribute(attribute, /.+/);
    await expect(carousel.getByRole("group").first()).toHaveAttribute("aria-label", "1 de 6");
    // Each of the six banner links is named by its banner's title.
    const bannerLinks = carousel.getByRole("link");
    await expect(bannerLinks).toHaveCount(6);
    for (const [index, link] of (await bannerLinks.all()).entries()) {
      const title = (await images.nth(index).getAttribute("alt")) ?? "";
      expect(title.length).toBeGreaterThan(5);
      await expect(link).toHaveAccessibleName(title);
    }
    await expect(page.getByRole("link", { name: "Vuelos baratos a Cusco" })).toHaveAttribute(
      "href",
      "/vuelos/vuelos-baratos-a-cusco",
    );
  });

  test("the banner carousel can be paused and moved with the keyboard", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Promociones" });
    const track = carousel.locator(".snap-x");
    await carousel.getByRole("button", { name: "Pausar promociones" }).focus();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Reproducir promociones" })).toBeFocused();
    const start = await track.evaluate((element) => element.scrollLeft);
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Promoción anterior" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(start);
  });

  test("the home has no accessibility violations and does not scroll sideways", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Ofertas de vuelos más buscadas" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Nacionales", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Promociones" })).toBeVisible();
    await expectNoAxeViolations(page);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  });

  test("nothing moves while the offers, banners and destinations arrive", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("tab", { name: "Nacionales", exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Origen" })).toHaveValue("Lima (LIM), Perú");
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
});
