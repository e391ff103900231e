import { brand, whatsAppUrl } from "#app/config/brand.ts";
import { partnerRedirectPath } from "#app/features/redirects/index.ts";

export type ChannelAction =
  /** A page of this site. */
  | { kind: "internal"; label: string; to: string }
  /** Another site, opened in a new tab. */
  | { kind: "external"; label: string; href: string }
  /** tel: or mailto:, handled by the device. */
  | { kind: "device"; label: string; href: string };

export type ServiceChannel = {
  id: string;
  name: string;
  purpose: string;
  /** What a visitor reads under "Horario de atención", one line per range of days. */
  hours: string[];
  /** The contact itself when it is worth reading out (number, address). */
  contact?: string;
  action: ChannelAction;
};

export type ChannelGroup = { id: string; title: string; channels: ServiceChannel[] };

/** "+51 987 654 321" from "51987654321": the mobile number as Peruvians write it. */
export function formatWhatsAppNumber(e164Digits: string): string {
  const match = /^51(\d{3})(\d{3})(\d{3})$/.exec(e164Digits);
  return match ? `+51 ${match[1] ?? ""} ${match[2] ?? ""} ${match[3] ?? ""}` : `+${e164Digits}`;
}

/**
 * Every way to reach the agency, grouped by what the visitor wants to do (/canales-de-atencion). Built on the server
 * (the loader sends plain data), so the page's bundle does not pull in the chat launcher for its WhatsApp link.
 */
export const CHANNEL_GROUPS: ChannelGroup[] = [
  {
    id: "asesoria",
    title: "Habla con un asesor",
    channels: [
      {
        id: "asesores-virtuales",
        name: "Asesores virtuales",
        purpose:
          "Planifica tu viaje por videollamada con un asesor especialista: cotizaciones de paquetes, vuelo + hotel, circuitos y viajes de grupo. Con cita previa.",
        hours: ["Lunes a viernes de 9:00 a. m. a 8:00 p. m.", "Sábados de 9:00 a. m. a 2:00 p. m."],
        action: { kind: "internal", label: "Agenda tu cita", to: "/agenda-tu-cita" },
      },
      {
        id: "whatsapp",
        name: "WhatsApp",
        purpose:
          "Escríbenos para cotizar un viaje, consultar disponibilidad o coordinar el pago con tu asesor de ventas.",
        hours: ["Lunes a sábado de 8:00 a. m. a 10:00 p. m.", "Domingos y feriados de 9:00 a. m. a 6:00 p. m."],
        contact: formatWhatsAppNumber(brand.whatsappE164),
        action: { kind: "external", label: "Escríbenos por WhatsApp", href: whatsAppUrl() },
      },
      {
        id: "central-telefonica",
        name: "Central telefónica",
        purpose: "Compra por teléfono, consulta el estado de tu reserva o pide un cambio con un asesor de ventas.",
        hours: ["Lunes a viernes de 9:00 a. m. a 8:00 p. m.", "Sábados de 9:00 a. m. a 1:00 p. m."],
        contact: brand.salesPhone,
        action: { kind: "device", label: `Llamar al ${brand.salesPhone}`, href: `tel:${brand.salesPhoneE164}` },
      },
      {
        id: "tiendas",
        name: "Tiendas",
        purpose:
          "Atención presencial en Lima, Arequipa, Trujillo, Cusco, Chiclayo y Piura, con asesores especialistas por destino.",
        hours: ["Cada tienda tiene su propio horario: consúltalo junto a su dirección y su mapa."],
        action: { kind: "internal", label: "Ver tiendas y horarios", to: "/nuestras-agencias" },
      },
    ],
  },
  {
    id: "autoservicio",
    title: "Resuelve por tu cuenta o por escrito",
    channels: [
      {
        id: "centro-de-ayuda",
        name: "Centro de ayuda",
        purpose:
          "Consulta tu reserva, pide cambios o reembolsos y encuentra respuestas a las preguntas frecuentes sin esperar a un asesor.",
        hours: ["Disponible las 24 horas, todos los días."],
        action: { kind: "internal", label: "Ir al centro de ayuda", to: partnerRedirectPath(brand.helpCenterUrl) },
      },
      {
        id: "correo",
        name: "Correo electrónico",
        purpose: "Para consultas que no son urgentes y para enviarnos documentos de tu viaje.",
        hours: ["Respondemos en un máximo de 24 horas hábiles (lunes a viernes, salvo feriados)."],
        contact: brand.email,
        action: { kind: "device", label: `Escribir a ${brand.email}`, href: `mailto:${brand.email}` },
      },
    ],
  },
  {
    id: "reclamos",
    title: "Reclamos y quejas",
    channels: [
      {
        id: "libro-de-reclamaciones",
        name: "Libro de Reclamaciones",
        purpose:
          "Registra un reclamo o una queja sobre un producto o servicio que contrataste con nosotros. Recibirás una copia de tu hoja de reclamación por correo.",
        hours: ["Disponible las 24 horas, todos los días.", "Te respondemos en un plazo máximo de 15 días hábiles."],
        action: { kind: "internal", label: "Ir al Libro de Reclamaciones", to: "/libro-reclamaciones" },
      },
    ],
  },
];
