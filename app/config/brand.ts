/**
 * The agency's identity in one place. The demo brand is fictional: no real company, person or number.
 * Read by the server (e-mails, PDFs, JSON-LD) and the client (header, footer, chat), so it holds nothing secret.
 */
export const brand = {
  name: "Kuntur Viajes",
  /** Short prefix of virtual page titles (SPEC 2.6, e.g. "KV Cierra puertas"). */
  prefix: "KV",
  legalName: "Kuntur Viajes y Turismo S.A.C.",
  ruc: "20609876540",
  address: {
    street: "Av. José Larco 1150, piso 3",
    district: "Miraflores",
    city: "Lima",
    country: "Perú",
    postalCode: "15074",
  },
  /** Sales phone in Lima format: (01) plus seven digits. */
  salesPhone: "(01) 640-7000",
  salesPhoneE164: "+5116407000",
  whatsappE164: "51987654321",
  whatsappGreeting: "Hola, quiero información para planificar mi próximo viaje.",
  email: "ventas@kunturviajes.pe",
  helpCenterUrl: "https://ayuda.kunturviajes.pe",
  social: [
    { name: "Facebook", url: "https://www.facebook.com/kunturviajes.demo" },
    { name: "Instagram", url: "https://www.instagram.com/kunturviajes.demo" },
    { name: "TikTok", url: "https://www.tiktok.com/@kunturviajes.demo" },
    { name: "YouTube", url: "https://www.youtube.com/@kunturviajes.demo" },
  ],
  appStores: {
    ios: "https://apps.apple.com/pe/app/kuntur-viajes-demo/id0000000000",
    android: "https://play.google.com/store/apps/details?id=pe.kunturviajes.demo",
  },
  colors: {
    primary: "#0b4f8a",
    primaryDark: "#083a66",
    accent: "#f28c28",
    ink: "#1c2430",
    surface: "#f5f7fa",
  },
  foundedYear: 2009,
} as const;

export type Brand = typeof brand;

/** A WhatsApp chat with the sales advisers, with the greeting typed in. */
export function whatsAppUrl(): string {
  return `https://wa.me/${brand.whatsappE164}?text=${encodeURIComponent(brand.whatsappGreeting)}`;
}
