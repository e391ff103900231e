import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, hasControlChars, hasLineControlChars, inspectBody } from "./text-rules.ts";

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

describe("inspectBody: control characters", () => {
  it("finds every string with a control character in a body, at any depth, by path", () => {
    expect(
      inspectBody({
        name: "a\u0000b",
        ok: "línea 1\nlínea 2\ttab",
        list: [{ email: "x\u001Fy@z.pe" }, "fine"],
        n: 3,
      }).controlCharPaths,
    ).toEqual(["name", "list.0.email"]);
    expect(inspectBody({ "bad\u0000key": "x" }).controlCharPaths).toEqual(["bad\u0000key"]);
    expect(inspectBody(undefined).controlCharPaths).toEqual([]);
    expect(inspectBody("plain").controlCharPaths).toEqual([]);
  });
});

describe("EMAIL_PATTERN", () => {
  it("accepts ordinary addresses and refuses markup, spaces and control characters", () => {
    expect(EMAIL_PATTERN.test("lucia.quispe+viajes@correo.com.pe")).toBe(true);
    for (const bad of ["<script>alert(1)</script>@x.com", "a b@x.pe", "a\u0000@x.pe", "a@x", "a@x.p"]) {
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe("inspectBody", () => {
  it("stops at MAX_BODY_DEPTH without overflowing the stack, however deep the body", () => {
    const deep = JSON.parse("[".repeat(100_000) + "]".repeat(100_000)) as unknown;
    expect(inspectBody(deep).tooDeep).toBe(true);
    expect(inspectBody({ a: { b: [["x"]] } }).tooDeep).toBe(false);
  });
});

describe("inspectBody on what is not parsed JSON", () => {
  it("does not walk streams, buffers or class instances (a page's form post)", () => {
    class Stream {
      text = "a\u0000b";
      nested = { deeper: { evenDeeper: {} } };
    }
    expect(inspectBody(new Stream())).toEqual({ controlCharPaths: [], tooDeep: false });
    expect(inspectBody(Buffer.from("a\u0000b"))).toEqual({ controlCharPaths: [], tooDeep: false });
    expect(inspectBody(Object.assign(Object.create(null) as object, { a: "x\u0000" })).controlCharPaths).toEqual(["a"]);
  });
});
