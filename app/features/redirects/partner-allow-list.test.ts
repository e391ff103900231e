import { describe, expect, it } from "vitest";
import { brand } from "#app/config/brand.ts";
import { matchPartnerTarget, PARTNER_SITES } from "./partner-allow-list.ts";
import { partnerRedirectPath } from "./partner-redirect.ts";

const help = "https://ayuda.kunturviajes.pe";

describe("partner allow-list (no open redirect)", () => {
  it("accepts an https URL on an allowed origin, with its path, query and fragment, and names the partner", () => {
    expect(matchPartnerTarget(`${help}/articulos/equipaje?tema=1#mano`)).toEqual({
      name: "Centro de ayuda Kuntur Viajes",
      url: `${help}/articulos/equipaje?tema=1#mano`,
    });
    expect(matchPartnerTarget(help)).toEqual({ name: "Centro de ayuda Kuntur Viajes", url: `${help}/` });
    for (const partner of PARTNER_SITES) expect(matchPartnerTarget(partner.origin)?.name).toBe(partner.name);
    // The help centre of the brand (the channels page links to it through the interstitial) is a partner.
    expect(matchPartnerTarget(brand.helpCenterUrl)).not.toBeNull();
  });

  it("accepts the same origin written with capitals or its default port (the browser goes to the same place)", () => {
    expect(matchPartnerTarget("https://AYUDA.KunturViajes.pe/x")?.url).toBe(`${help}/x`);
    expect(matchPartnerTarget(`${help}:443/x`)?.url).toBe(`${help}/x`);
  });

  it.each([
    ["an unknown host", "https://evil.example/"],
    ["scheme-relative", "//evil.example"],
    ["scheme-relative to an allowed host", "//ayuda.kunturviajes.pe/"],
    ["https without slashes", "https:evil.example"],
    ["https without slashes to an allowed host", "https:ayuda.kunturviajes.pe"],
    ["https with one slash", "https:/ayuda.kunturviajes.pe"],
    ["an allowed name as a subdomain of another", "https://ayuda.kunturviajes.pe.evil.example/"],
    ["an allowed name as user info", "https://ayuda.kunturviajes.pe@evil.example/"],
    ["user info on an allowed host", "https://usuario:clave@ayuda.kunturviajes.pe/"],
    ["empty user info", "https://@ayuda.kunturviajes.pe/"],
    ["backslashes after the scheme", "https:\\\\evil.example"],
    ["a backslash in a relative target", "/\\evil.example"],
    ["a backslash in the authority", "https://ayuda.kunturviajes.pe\\@evil.example"],
    ["a backslash in the path of an allowed host", "https://ayuda.kunturviajes.pe/\\evil.example"],
    ["encoded slashes", "%2F%2Fevil.example"],
    ["an encoded scheme", "https%3A%2F%2Fayuda.kunturviajes.pe"],
    ["an encoded host", "https://%65vil.example/"],
    ["an encoded dot in the allowed host", "https://ayuda%2Ekunturviajes.pe.evil.example/"],
    ["a tab inside the scheme", "ht\ttps://evil.example"],
    ["a newline inside the host", "https://ayuda.kunturviajes.pe\n.evil.example/"],
    ["a tab inside the host", "https://ayuda.kunturviajes.pe\t.evil.example/"],
    ["a carriage return", "https://ayuda.kunturviajes.pe/\r"],
    ["a leading space", " https://ayuda.kunturviajes.pe/"],
    ["a NUL", "https://ayuda.kunturviajes.pe\u0000.evil.example/"],
    ["javascript:", "javascript:alert(document.domain)"],
    ["javascript: with capitals", "JaVaScRiPt:alert(1)"],
    ["javascript: disguised as a path", "javascript://ayuda.kunturviajes.pe/%0aalert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["http instead of https", "http://ayuda.kunturviajes.pe/"],
    ["HTTPS in capitals (not typed as the allow-list)", "HTTPS://ayuda.kunturviajes.pe/"],
    ["another port", "https://ayuda.kunturviajes.pe:8443/"],
    ["a relative path", "/vuelos"],
    ["nothing", ""],
    ["an overly long target", `${help}/${"a".repeat(2100)}`],
  ])("refuses %s", (_case, target) => {
    expect(matchPartnerTarget(target)).toBeNull();
  });

  it("refuses a missing parameter", () => {
    expect(matchPartnerTarget(null)).toBeNull();
    expect(matchPartnerTarget(undefined)).toBeNull();
  });

  it("builds the interstitial's link with the target encoded, and reads it back unchanged", () => {
    const target = `${help}/buscar?q=equipaje&lang=es#r`;
    const path = partnerRedirectPath(target);
    expect(path).toBe(`/redireccionando?url=${encodeURIComponent(target)}`);
    const parsed = new URL(path, "https://www.kunturviajes.pe").searchParams.get("url");
    expect(matchPartnerTarget(parsed)?.url).toBe(target);
  });
});
