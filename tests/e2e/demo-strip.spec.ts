import { expect, test, waitForHydration } from "./fixtures.ts";
import { layoutShifts, recordLayoutShifts } from "./shell-helpers.ts";

const NOTICE = "Sitio de demostración: no se realizan cobros reales";

// The e2e server runs with the sandbox gateway: every page must say that no money moves (issue 30 item 1).
test.describe("the demo strip while the sandbox takes payments", () => {
  test("is server-rendered at the very top of every page, readable, and shifts nothing", async ({ page }) => {
    for (const path of ["/", "/seguros", "/booking/procesando?reserva=x", "/404"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(await response.text(), path).toContain(NOTICE);
    }
    await recordLayoutShifts(page);
    await page.goto("/");
    await waitForHydration(page);
    const strip = page.getByRole("complementary", { name: "Aviso de demostración" });
    await expect(strip).toHaveText(NOTICE);
    const box = await strip.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.y).toBe(0);
    expect(box?.height ?? 0).toBeLessThanOrEqual(40);
    expect(box?.width).toBe(viewport?.width);
    // Fits at 360 px without a horizontal scroll bar.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.waitForTimeout(500);
    expect(await layoutShifts(page)).toEqual([]);
  });
});
