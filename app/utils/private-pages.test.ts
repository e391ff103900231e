import { describe, expect, it } from "vitest";
import { isPrivatePagePath } from "./private-pages.ts";

describe("isPrivatePagePath", () => {
  it("covers the personal pages and their data requests, not look-alikes", () => {
    for (const path of [
      "/perfil",
      "/perfil/mi-perfil",
      "/perfil/mi-perfil.data",
      "/perfil.data",
      "/confirmacion/abc123",
      "/restablecer-contrasena/token",
    ]) {
      expect(isPrivatePagePath(path), path).toBe(true);
    }
    for (const path of ["/", "/perfiles", "/nuestra-empresa", "/vuelos/vuelos-baratos-a-cusco", "/confirmaciones"]) {
      expect(isPrivatePagePath(path), path).toBe(false);
    }
  });
});
