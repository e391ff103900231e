import { describe, expect, it } from "vitest";
import { isAppAdUrl, isPromoPath, shellVariantOf } from "./shell-routes.ts";

describe("promo strip paths (SPEC 9)", () => {
  it.each([
    "/",
    "/vuelos",
    "/vuelos/",
    "/hoteles",
    "/vuelohotel",
    "/paquetes",
    "/seguro-viaje",
    "/resultados",
    "/resultados/vuelos/LIM-CUZ",
    "/hoteles/resultados",
    "/paquetes-resultados",
  ])("shows on %s", (path) => {
    expect(isPromoPath(path)).toBe(true);
  });

  it.each([
    "/nuestras-agencias",
    "/vuelos/cusco",
    "/hoteles/lima",
    "/seguros",
    "/booking",
    "/traveloutlet",
    "/404",
    "/perfil/mi-perfil",
    "/vuelohotel/oferta",
    "/Resultados",
  ])("does not show on %s", (path) => {
    expect(isPromoPath(path)).toBe(false);
  });
});

describe("shell variants (SPEC 2.2)", () => {
  it("trims the frame on booking and outlet routes only", () => {
    expect(shellVariantOf("/booking")).toBe("booking");
    expect(shellVariantOf("/booking/")).toBe("booking");
    expect(shellVariantOf("/booking/itinerary/1/2/3")).toBe("booking");
    expect(shellVariantOf("/booking/v2")).toBe("booking");
    expect(shellVariantOf("/bookings")).toBe("default");
    expect(shellVariantOf("/traveloutlet")).toBe("outlet");
    expect(shellVariantOf("/traveloutlet/ofertas")).toBe("outlet");
    expect(shellVariantOf("/")).toBe("default");
    expect(shellVariantOf("/vuelos")).toBe("default");
  });

  it("gives the store reception kiosk's pages no frame at all", () => {
    expect(shellVariantOf("/recepcion")).toBe("kiosk");
    expect(shellVariantOf("/recepcion/pantalla")).toBe("kiosk");
    expect(shellVariantOf("/recepcion/atencion")).toBe("kiosk");
    expect(shellVariantOf("/recepciones")).toBe("default");
  });

  it("offers the app only on URLs containing 'resultados'", () => {
    expect(isAppAdUrl("/resultados")).toBe(true);
    expect(isAppAdUrl("/vuelos", "?desde=resultados")).toBe(true);
    expect(isAppAdUrl("/vuelos")).toBe(false);
  });
});
