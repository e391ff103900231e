import { describe, expect, it } from "vitest";
import { embedConfigFrom, frameSourcesFrom } from "./embeds.ts";
import { parseEnv } from "./env.ts";

describe("embedded pages configuration", () => {
  it("defaults to the demo embeds, the campaign pages being served by this server", () => {
    const embeds = embedConfigFrom(parseEnv({}));
    expect(embeds.cierrapuertasUrl).toBe("/campanas/cierrapuertas");
    expect(embeds.cierrapuertasOffersUrl).toBe("/campanas/cierrapuertas/ofertas");
    expect(embeds.mapEmbedUrlTemplate).toContain("{lat}");
    // No outside scheduling page: /agenda-tu-cita shows the site's own scheduling.
    expect(embeds.schedulingUrl).toBeNull();
  });

  it("adds the origin of every absolute embed URL to frame-src, once", () => {
    const env = parseEnv({
      COMPANY_VIDEO_URL: "https://video.example.org/embed/abc",
      MAP_EMBED_URL_TEMPLATE: "https://maps.example.org/embed?q={lat},{lng}",
      SCHEDULING_URL: "https://video.example.org/agenda",
      CIERRAPUERTAS_URL: "https://campanas.example.org/cierrapuertas",
    });
    expect(frameSourcesFrom(env).sort()).toEqual([
      "https://campanas.example.org",
      "https://maps.example.org",
      "https://video.example.org",
    ]);
  });

  it("rejects a value that is neither a URL nor a path, and a map template without coordinates", () => {
    expect(() => parseEnv({ SCHEDULING_URL: "javascript:alert(1)" })).toThrow(/SCHEDULING_URL/);
    expect(() => parseEnv({ MAP_EMBED_URL_TEMPLATE: "https://maps.example.org/embed" })).toThrow(
      /MAP_EMBED_URL_TEMPLATE/,
    );
  });
});
