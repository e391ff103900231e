import { brand } from "#app/config/brand.ts";
import type { LegalDocument } from "#app/features/legal/document-types.ts";

/** The responsibility letter embedded in /terminos-condiciones (SPEC 2.6). */
export const responsibilityLetter: LegalDocument = {
  fileName: "carta-de-responsabilidad.pdf",
  title: "Carta de Responsabilidad",
  subject: "Alcance de la responsabilidad de Kuntur Viajes como agencia de viajes intermediaria",
  version: "Versión 3 · vigente desde el 1 de marzo de 2025",
  intro: [
    `${brand.legalName}, con RUC ${brand.ruc}, agencia de viajes y turismo con domicilio en ${brand.address.street}, ${brand.address.district}, ${brand.address.city}, declara ante sus clientes el alcance de su responsabilidad en la venta de servicios turísticos.`,
  ],
  sections: [
    {
      heading: "1. Nuestro rol",
      paragraphs: [
        `${brand.name} intermedia la venta de servicios que prestan terceros: transporte aéreo y terrestre, alojamiento, excursiones, traslados, alquiler de autos y seguros de viaje. Cada proveedor es responsable de prestar su servicio en las condiciones ofrecidas, de acuerdo con sus propias reglas y con la normativa que lo regula.`,
      ],
    },
    {
      heading: "2. De qué respondemos",
      bullets: [
        "De informar de forma clara, veraz y oportuna las condiciones, restricciones y precios de cada servicio antes de la compra.",
        "De gestionar la reserva, la emisión de boletos y vouchers, y de entregar la documentación del viaje en los plazos ofrecidos.",
        "De asistir al pasajero ante cambios, cancelaciones o incidencias del proveedor, y de tramitar sus reclamos y reembolsos.",
        "De custodiar los datos personales del pasajero conforme a nuestra política de protección de datos.",
      ],
    },
    {
      heading: "3. Lo que depende del proveedor",
      paragraphs: [
        "Retrasos, cancelaciones, sobreventa, cambios de horario o de equipo, pérdida o daño de equipaje, y la calidad de la prestación en destino son responsabilidad del proveedor respectivo. En esos casos Kuntur Viajes actúa en nombre del pasajero ante el proveedor para obtener la solución o compensación que corresponda.",
      ],
    },
    {
      heading: "4. Lo que depende del pasajero",
      bullets: [
        "Viajar con pasaporte vigente por al menos 6 meses, visas, autorizaciones electrónicas, vacunas y permisos de menores exigidos por el destino.",
        "Presentarse en el aeropuerto 3 horas antes en vuelos nacionales y al menos 4 horas antes en vuelos internacionales.",
        "Revisar que los nombres de la reserva coincidan exactamente con sus documentos.",
        "Respetar las normas de los proveedores y del destino.",
      ],
    },
    {
      heading: "5. Caso fortuito y fuerza mayor",
      paragraphs: [
        "Ni Kuntur Viajes ni los proveedores responden por hechos imprevisibles e irresistibles, como fenómenos naturales, conflictos sociales, medidas sanitarias o disposiciones de autoridad. En esos casos gestionaremos las alternativas, reprogramaciones o reembolsos que los proveedores ofrezcan.",
      ],
    },
    {
      heading: "6. Marco legal",
      paragraphs: [
        "Esta carta se rige por las leyes de la República del Perú, en especial el Código de Protección y Defensa del Consumidor (Ley N.° 29571) y la normativa de agencias de viajes y turismo. Los reclamos pueden presentarse en nuestro Libro de Reclamaciones.",
      ],
    },
  ],
};
