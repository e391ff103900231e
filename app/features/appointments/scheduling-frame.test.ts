import { describe, expect, it } from "vitest";
import { schedulingFrameUrl } from "./scheduling-frame.ts";

describe("scheduling frame", () => {
  it("asks the service for the inline embed of the configured event, keeping its own parameters", () => {
    const url = new URL(
      schedulingFrameUrl(
        "https://agenda.example.org/kunturviajes/agenda-tu-cita?hide_gdpr_banner=1",
        "https://www.kunturviajes.pe",
      ),
    );
    expect(url.pathname).toBe("/kunturviajes/agenda-tu-cita");
    expect(url.searchParams.get("hide_gdpr_banner")).toBe("1");
    expect(url.searchParams.get("embed_type")).toBe("Inline");
    expect(url.searchParams.get("embed_domain")).toBe("www.kunturviajes.pe");
  });

  it("resolves a path against the site (a scheduling page served by ourselves)", () => {
    expect(schedulingFrameUrl("/agenda/agenda-tu-cita", "http://localhost:3000")).toMatch(
      /^http:\/\/localhost:3000\/agenda\/agenda-tu-cita\?/,
    );
  });
});
