import { describe, expect, it } from "vitest";
import { classifyAddress, contentTabsFrom, parseIconMarker } from "./content-tabs.ts";
import type { WebElement, WebSection } from "./content-types.ts";

const SITE = "https://www.kunturviajes.pe";

function element(content: string, redirectUrl: string | null, openInNewTab = false): WebElement {
  return { content, redirectUrl, openInNewTab, elementCheck: true, elementOrder: 1, detail: null, imageUrl: null };
}

function tab(id: number, item: WebElement, type: "TAB" | "TEXT" = "TAB"): WebSection {
  return {
    id,
    slot: null,
    nmGenericType: { name: type },
    description: "",
    nmWebElements: [item],
    nmWebChildSections: [],
  };
}

describe("content tab classification (SPEC 2.3)", () => {
  it("reads the icon marker between underscores and renders the text without it", () => {
    expect(parseIconMarker("_fuego_ Cyber Kuntur")).toEqual({ icon: "fuego", text: "Cyber Kuntur" });
    expect(parseIconMarker("Ofertas _Estrella_ del mes")).toEqual({ icon: "estrella", text: "Ofertas del mes" });
    expect(parseIconMarker("Travel Outlet")).toEqual({ icon: null, text: "Travel Outlet" });
  });

  it("treats paths and the site's own origin as internal, other sites as external", () => {
    expect(classifyAddress("/traveloutlet", SITE)).toEqual({ internal: true, href: "/traveloutlet" });
    expect(classifyAddress(`${SITE}/promociones?x=1#top`, SITE)).toEqual({
      internal: true,
      href: "/promociones?x=1#top",
    });
    expect(classifyAddress("https://blog.kunturviajes.pe/", SITE)).toEqual({
      internal: false,
      href: "https://blog.kunturviajes.pe/",
    });
  });

  it("refuses addresses that are not web pages", () => {
    expect(classifyAddress("javascript:alert(1)", SITE)).toBeNull();
    expect(classifyAddress("//evil.example/x", SITE)).toBeNull();
    expect(classifyAddress("mailto:ventas@kunturviajes.pe", SITE)).toBeNull();
    expect(classifyAddress("not a url", SITE)).toBeNull();
  });

  it("builds the extra tabs: internal in-app, external optionally in a new tab", () => {
    const section: WebSection = {
      id: 1,
      slot: "tabs",
      nmGenericType: { name: "TABS" },
      description: "",
      nmWebElements: [],
      nmWebChildSections: [
        tab(2, element("_tienda_ Travel Outlet", "/traveloutlet", true)),
        tab(3, element("_estrella_ Blog", "https://blog.kunturviajes.pe", true)),
        tab(4, element("Ayuda", "https://ayuda.kunturviajes.pe", false)),
        tab(5, element("Sin destino", null)),
        tab(6, element("Peligroso", "javascript:void(0)")),
        tab(7, element("No es pestaña", "/x"), "TEXT"),
      ],
    };
    expect(contentTabsFrom(section, SITE)).toEqual([
      {
        key: "content-2",
        label: "Travel Outlet",
        icon: "tienda",
        href: "/traveloutlet",
        internal: true,
        newTab: false,
      },
      {
        key: "content-3",
        label: "Blog",
        icon: "estrella",
        href: "https://blog.kunturviajes.pe/",
        internal: false,
        newTab: true,
      },
      {
        key: "content-4",
        label: "Ayuda",
        icon: null,
        href: "https://ayuda.kunturviajes.pe/",
        internal: false,
        newTab: false,
      },
    ]);
    expect(contentTabsFrom(undefined, SITE)).toEqual([]);
  });
});
