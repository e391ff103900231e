import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return.ts";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(safeReturnPath("/perfil/mi-perfil")).toBe("/perfil/mi-perfil");
    expect(safeReturnPath("/booking/confirmacion?reserva=K7PQ2M#pago")).toBe(
      "/booking/confirmacion?reserva=K7PQ2M#pago",
    );
    expect(safeReturnPath("/a/../perfil")).toBe("/perfil");
  });

  it("refuses anything a browser could read as another origin, and control characters", () => {
    for (const value of [
      "/\t/evil.example",
      "/%09/evil.example".replace("%09", "\t"),
      "/\r\nLocation: https://evil.example",
      "/\n/evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\/evil.example",
      "/./\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      " /perfil",
      "/\u0000",
      "",
      null,
      42,
      "/" + "a".repeat(2000),
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });
});
