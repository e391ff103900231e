import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRESSABLE_STYLE_ID } from "./pressable-style.ts";

// The server-rendered copy only helps while it is what React Aria looks for and would add itself.
describe("React Aria's pressable style, rendered by the server", () => {
  it("uses the id of the installed react-aria's usePress, and app.css has its rule", async () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve("react-aria/package.json"));
    const source = await readFile(join(root, "dist/private/interactions/usePress.mjs"), "utf8");
    expect(source).toContain(`STYLE_ID = '${PRESSABLE_STYLE_ID}'`);
    expect(source).toContain("ownerDocument.getElementById(");
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    expect(attribute).toBe("data-react-aria-pressable");
    const injected = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    const squash = (css: string) => css.replace(/\s+/g, " ").trim();
    const rule = squash(injected?.replace(/\$\{[^}]+\}/, attribute ?? "") ?? "");
    expect(rule).toContain("touch-action");
    const appCss = await readFile(new URL("../../app.css", import.meta.url), "utf8");
    expect(squash(appCss)).toContain(rule);
  });
});
