import { describe, expect, it } from "vitest";
import { brand } from "#app/config/brand.ts";
import { CHANNEL_GROUPS, formatWhatsAppNumber } from "./service-channels.server.ts";

const channels = CHANNEL_GROUPS.flatMap((group) => group.channels);
const byId = (id: string) => channels.find((channel) => channel.id === id);

describe("service channels", () => {
  it("lists every channel of issue 17 with its purpose and hours", () => {
    expect(channels.map((channel) => channel.id)).toEqual([
      "asesores-virtuales",
      "whatsapp",
      "central-telefonica",
      "tiendas",
      "centro-de-ayuda",
      "correo",
      "libro-de-reclamaciones",
    ]);
    for (const channel of channels) {
      expect(channel.purpose.length).toBeGreaterThan(20);
      expect(channel.hours.length).toBeGreaterThan(0);
    }
  });

  it("links the phone as tel:, WhatsApp with the greeting, and the help portal through the interstitial", () => {
    expect(byId("central-telefonica")?.action).toMatchObject({ href: "tel:+5116407000" });
    expect(byId("whatsapp")?.action).toMatchObject({
      kind: "external",
      href: `https://wa.me/51987654321?text=${encodeURIComponent(brand.whatsappGreeting)}`,
    });
    expect(byId("centro-de-ayuda")?.action).toMatchObject({
      kind: "internal",
      to: `/redireccionando?url=${encodeURIComponent(brand.helpCenterUrl)}`,
    });
    expect(byId("correo")?.action).toMatchObject({ href: `mailto:${brand.email}` });
  });

  it("writes the WhatsApp number as Peruvians read it", () => {
    expect(formatWhatsAppNumber("51987654321")).toBe("+51 987 654 321");
    expect(formatWhatsAppNumber("34600111222")).toBe("+34600111222");
  });
});
