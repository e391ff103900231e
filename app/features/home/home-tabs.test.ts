import { describe, expect, it } from "vitest";
import { shouldRevalidateHome } from "./home-meta.ts";
import { hasSearchForm, HOME_TABS, homeSeoFor, isHomeScreenPath, productOfTab, tabForLocation } from "./home-tabs.ts";

describe("home tabs and URLs (SPEC 2.1, 2.3)", () => {
  it("maps each tab URL to its tab, and the tab back to its URL", () => {
    const expected: Array<[string, number]> = [
      ["/vuelos", 0],
      ["/paquetes", 1],
      ["/hoteles", 2],
      ["/vuelohotel", 3],
      ["/seguro-viaje", 4],
    ];
    for (const [path, tab] of expected) {
      expect(tabForLocation(path)).toBe(tab);
      expect(HOME_TABS[tab]?.path).toBe(path);
    }
  });

  it("selects flights on the bare home and hot sale with ?pestana=hot-sale", () => {
    expect(tabForLocation("/")).toBe(0);
    expect(tabForLocation("/", "?pestana=hot-sale")).toBe(5);
    expect(HOME_TABS[5]?.path).toBe("/?pestana=hot-sale");
    expect(tabForLocation("/vuelos", "?pestana=hot-sale")).toBe(0);
  });

  it("shows the home screen on confirmacion, armapaquete, autos and actividades", () => {
    for (const path of ["/", "/vuelos/", "/armapaquete", "/autos", "/actividades", "/confirmacion/abc123"]) {
      expect(isHomeScreenPath(path), path).toBe(true);
    }
    expect(tabForLocation("/armapaquete")).toBe(1);
    expect(tabForLocation("/autos")).toBe(0);
    expect(tabForLocation("/confirmacion/abc123")).toBe(0);
    expect(isHomeScreenPath("/vuelos/vuelos-baratos-a-cusco")).toBe(false);
    expect(isHomeScreenPath("/nuestras-agencias")).toBe(false);
  });

  it("shows a search form on tabs 0 to 4 only", () => {
    expect([0, 1, 2, 3, 4, 5].map((tab) => hasSearchForm(tab as 0))).toEqual([true, true, true, true, true, false]);
  });

  it("gives each tab its own meta and canonical URL; reused screens point home", () => {
    expect(homeSeoFor("/")).toEqual({ seoName: "home", canonicalPath: "/" });
    expect(homeSeoFor("/hoteles")).toEqual({ seoName: "homeHotels", canonicalPath: "/hoteles" });
    expect(homeSeoFor("/seguro-viaje")).toEqual({ seoName: "homeInsurance", canonicalPath: "/seguro-viaje" });
    expect(homeSeoFor("/", "?pestana=hot-sale")).toEqual({
      seoName: "homeHotSale",
      canonicalPath: "/?pestana=hot-sale",
    });
    expect(homeSeoFor("/autos")).toEqual({ seoName: "home", canonicalPath: "/" });
  });

  it("does not reload the home data when only the tab changes", () => {
    const url = (path: string) => new URL(`http://localhost${path}`);
    expect(
      shouldRevalidateHome({ currentUrl: url("/"), nextUrl: url("/?pestana=hot-sale"), defaultShouldRevalidate: true }),
    ).toBe(false);
    expect(shouldRevalidateHome({ currentUrl: url("/"), nextUrl: url("/"), defaultShouldRevalidate: true })).toBe(true);
    expect(
      shouldRevalidateHome({
        currentUrl: url("/"),
        nextUrl: url("/vuelos"),
        formMethod: "POST",
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
  });

  it("gives each product tab its own content: flight+hotel shows packages, the hot sale shows flights", () => {
    const product = (path: string, search = "") => productOfTab(tabForLocation(path, search));
    expect(product("/vuelos")).toBe("flights");
    expect(product("/paquetes")).toBe("packages");
    expect(product("/vuelohotel")).toBe("packages");
    expect(product("/hoteles")).toBe("hotels");
    expect(product("/seguro-viaje")).toBe("insurance");
    expect(product("/", "?pestana=hot-sale")).toBe("flights");
  });
});
