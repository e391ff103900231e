import type { Page } from "@playwright/test";
import { dataLayer, EXTERNAL_EMBEDS, expect } from "./fixtures.ts";

export { EXTERNAL_EMBEDS };

/** A stored cookie choice (so the consent prompt stays closed) and local stand-ins for the external frames. */
export async function prepareInfoPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Init scripts run in every frame too; only the page itself needs the choice.
    if (window.top !== window) return;
    const consent = { necessary: true, analytics: false, marketing: false, savedAt: new Date().toISOString() };
    window.localStorage.setItem("COOKIES_CONFIG", JSON.stringify(consent));
  });
  await page.route(EXTERNAL_EMBEDS, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="es"><head><title>Servicio externo</title></head><body><main><p>Contenido del servicio externo</p></main></body></html>',
    }),
  );
}

/** SPEC 9: an information page pushes user_info, then virtualPageView with its path and title. */
export async function expectInfoPageEvents(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () =>
      (await dataLayer(page))
        .filter((event) => event.event === "user_info" || event.event === "virtualPageView")
        .map((event) => (event.event === "user_info" ? "user_info" : `virtualPageView ${String(event.virtualPath)}`)),
    )
    .toEqual(["user_info", `virtualPageView ${path}`]);
  const events = await dataLayer(page);
  expect(events.find((event) => event.event === "user_info")).toEqual({
    event: "user_info",
    userID: "",
    user_existingCustomer: false,
  });
  expect(events.find((event) => event.event === "virtualPageView")?.title).toBe(await page.title());
}

/** True when the element is a visible block of the page (not display:none) at the current viewport. */
export function isWide(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 768;
}
