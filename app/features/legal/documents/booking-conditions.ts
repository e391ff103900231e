import { brand } from "#app/config/brand.ts";
import type { LegalDocument } from "#app/features/legal/document-types.ts";

/** /condiciones-de-reserva (SPEC 2.6): title CONDICIONES DE RESERVA. */
export const bookingConditions: LegalDocument = {
  fileName: "condiciones-de-reserva.pdf",
  title: "CONDICIONES DE RESERVA",
  subject: "Condiciones aplicables a las reservas de servicios turísticos hechas con Kuntur Viajes",
  version: "Versión 4 · vigente desde el 1 de marzo de 2025",
  intro: [
    `Estas condiciones regulan las reservas de vuelos, hoteles, paquetes turísticos, seguros y demás servicios que ${brand.legalName} (RUC ${brand.ruc}), en adelante ${brand.name}, gestiona para sus clientes en tiendas, central telefónica, WhatsApp, asesor virtual y sitio web.`,
    `${brand.name} actúa como agencia de viajes intermediaria entre el pasajero y los proveedores que prestan cada servicio (aerolíneas, hoteles, operadores, aseguradoras y arrendadoras de autos), cuyas condiciones particulares también forman parte de la reserva.`,
  ],
  sections: [
    {
      heading: "1. Solicitud y confirmación",
      paragraphs: [
        "Una reserva queda solicitada cuando el cliente entrega los datos completos de los pasajeros y acepta estas condiciones. Solo se considera confirmada cuando el proveedor la acepta y el cliente recibe el código de confirmación por correo electrónico.",
        "Cada compra se procesa en un plazo máximo de 72 horas. El boleto electrónico o el voucher del servicio se envía dentro de las 24 horas siguientes a la confirmación del proceso.",
      ],
    },
    {
      heading: "2. Precios y disponibilidad",
      bullets: [
        "Los precios se expresan en dólares estadounidenses (USD) o en soles (PEN) e incluyen los impuestos indicados en la cotización.",
        "Las tarifas están sujetas a disponibilidad y pueden variar hasta la emisión del boleto o el pago total del servicio.",
        "Los pagos en soles se convierten al tipo de cambio publicado por Kuntur Viajes el día del pago.",
        "Las tasas locales que cobran algunos hoteles y destinos se pagan directamente en el lugar y se informan antes de la compra.",
      ],
    },
    {
      heading: "3. Pagos y plazos",
      bullets: [
        "Para separar un paquete se requiere un pago inicial del 30 % del precio total; el saldo vence 30 días antes de la salida.",
        "Los boletos aéreos se pagan en su totalidad antes de la emisión.",
        "Si el saldo no se paga en la fecha acordada, la reserva puede anularse con la retención de los costos ya incurridos.",
        "Aceptamos tarjetas de crédito y débito, transferencias bancarias, depósitos y pago en efectivo en tiendas.",
      ],
    },
    {
      heading: "4. Documentación del pasajero",
      paragraphs: [
        "El pasajero es responsable de viajar con documentos vigentes: pasaporte con al menos 6 meses de vigencia desde la fecha de retorno, visas, autorizaciones electrónicas, certificados de vacunación y permisos notariales de menores, según el destino. La guía de documentación de viaje de nuestro sitio resume los requisitos más frecuentes.",
      ],
    },
    {
      heading: "5. Cambios",
      bullets: [
        "Los cambios de fecha de paquetes, hoteles y servicios tienen un cargo del 10 % del valor del servicio más la penalidad que aplique el proveedor, y quedan sujetos a disponibilidad y a la diferencia de tarifa.",
        "Los boletos aéreos no admiten cambio de fecha una vez emitidos, salvo que la tarifa comprada lo permita expresamente.",
        "Los cambios de nombre no están permitidos en boletos aéreos.",
      ],
    },
    {
      heading: "6. Anulaciones y reembolsos",
      bullets: [
        "La anulación de una reserva implica la retención de los costos no reembolsables de los proveedores más una comisión administrativa del 10 %.",
        "Los cambios y reembolsos deben solicitarse dentro del año siguiente a la fecha de compra.",
        "Si un mismo pago se cobra dos veces, el importe duplicado se devuelve dentro de los 30 días siguientes a su verificación.",
        "Los reembolsos se hacen por el mismo medio de pago utilizado en la compra.",
      ],
    },
    {
      heading: "7. Responsabilidades",
      paragraphs: [
        "Kuntur Viajes responde por la correcta gestión de la reserva y por la información que entrega. Los proveedores responden por la prestación de sus servicios conforme a sus propias condiciones. Ante retrasos, cancelaciones o cambios de itinerario del proveedor, Kuntur Viajes asiste al pasajero en la gestión de alternativas y reclamos.",
      ],
    },
    {
      heading: "8. Atención y reclamos",
      paragraphs: [
        `Puedes escribirnos a ${brand.email}, llamarnos al ${brand.salesPhone} o acercarte a cualquiera de nuestras tiendas. Ponemos a tu disposición el Libro de Reclamaciones virtual y físico conforme al Código de Protección y Defensa del Consumidor (Ley N.° 29571).`,
      ],
    },
  ],
};
