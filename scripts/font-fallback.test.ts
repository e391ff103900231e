import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cssDescriptors, FALLBACKS, fallbackFaces, WEB_FONT } from "./font-fallback.ts";
import { meanAdvance, readFontMetrics } from "./font-metrics.ts";

describe("the web font's fallback metrics", () => {
  it("reads Nunito Sans's vertical metrics and its widths per weight from the WOFF2 file", () => {
    const file = readFileSync(WEB_FONT);
    const regular = readFontMetrics(file, { wght: 400 });
    expect([regular.unitsPerEm, regular.ascent, regular.descent, regular.lineGap]).toEqual([1000, 1011, 353, 0]);
    // The default instance is the lightest (wght 200); heavier instances are wider (HVAR), digits are tabular.
    const widths = [200, 400, 700, 1000].map((wght) => readFontMetrics(file, { wght }).advance("a"));
    expect(widths[0]).toBe(514);
    expect(widths).toEqual([...widths].sort((a, b) => a! - b!));
    expect(new Set([200, 700].map((wght) => readFontMetrics(file, { wght }).advance("1")))).toEqual(new Set([600]));
    expect(meanAdvance(regular, "aeo")).toBeCloseTo((529.5 + 531.9 + 555.9) / 3000, 2);
  });

  it.skipIf(!FALLBACKS.every((fallback) => existsSync(fallback.file)))(
    "are the ones app/app.css declares (run scripts/font-fallback.ts after changing the font)",
    () => {
      const css = readFileSync("app/app.css", "utf8").replace(/\s+/g, " ");
      for (const face of fallbackFaces()) {
        const declared = css.match(
          new RegExp(`font-family: "Nunito Sans Fallback"; font-weight: ${face.weights};[^}]*`),
        )?.[0];
        for (const descriptor of cssDescriptors(face.descriptors)) expect(declared).toContain(descriptor);
      }
    },
  );
});
