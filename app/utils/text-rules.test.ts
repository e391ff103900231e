import { describe, expect, it } from "vitest";
import { hasControlChars, hasLineControlChars } from "./text-rules.ts";

describe("text rules", () => {
  it("refuses NUL, escape and C1 controls but keeps line breaks in multi-line text", () => {
    expect(hasControlChars("a\u0000b")).toBe(true);
    expect(hasControlChars("a\u001bb")).toBe(true);
    expect(hasControlChars("a\u0085b")).toBe(true);
    expect(hasControlChars("línea 1\nlínea 2\r\n\tfin")).toBe(false);
    expect(hasControlChars("Ñandú José-María O'Neil")).toBe(false);
  });

  it("refuses tabs and line breaks in single-line text", () => {
    expect(hasLineControlChars("a\nb")).toBe(true);
    expect(hasLineControlChars("a\tb")).toBe(true);
    expect(hasLineControlChars("Ñandú 123")).toBe(false);
  });
});
