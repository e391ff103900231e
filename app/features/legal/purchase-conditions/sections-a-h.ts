import { brand } from "#app/config/brand.ts";
import type { ConditionsSection } from "./conditions-types.ts";

/** /terminos-condiciones, sections A to H (SPEC 9, "Purchase conditions shown"). */
export const SECTIONS_A_H: ConditionsSection[] = [
  {
    letter: "A",
    title: "Generalidades y aceptación",
    paragraphs: [
      `Estos términos y condiciones regulan la compra de vuelos, hoteles, vuelo + hotel, paquetes turísticos, alquiler de autos, seguros de viaje y demás servicios que ofrece ${brand.legalName} (RUC ${brand.ruc}), con domicilio en ${brand.address.street}, ${brand.address.district}, ${brand.address.city}, a través de su sitio web, tiendas, central telefónica, WhatsApp y asesor virtual.`,
      "Al confirmar una compra declaras haber leído y aceptado estas condiciones, las condiciones de reserva y las condiciones particulares de cada proveedor que te mostramos antes del pago. Si compras para otras personas, declaras contar con su autorización y te comprometes a informarles estas condiciones.",
    ],
  },
  {
    letter: "B",
    title: "Nuestro rol como agencia de viajes",
    paragraphs: [
      `${brand.name} es una agencia de viajes y turismo que intermedia entre el pasajero y los proveedores que prestan los servicios (aerolíneas, hoteles, operadores turísticos, arrendadoras de autos y aseguradoras). Cada proveedor responde por la prestación de su servicio; nosotros respondemos por la información que te damos y por la gestión de tu reserva, como detalla la carta de responsabilidad que encontrarás al final de esta página.`,
    ],
  },
  {
    letter: "C",
    title: "Proceso de compra y confirmación",
    bullets: [
      "Tu compra se procesa en un plazo máximo de 72 horas desde que recibimos el pago y los datos completos de los pasajeros.",
      "Una vez procesada, te enviamos el boleto electrónico o el voucher del servicio dentro de las 24 horas siguientes, al correo que registraste.",
      "La compra queda confirmada solo cuando recibes el código de reserva del proveedor. Si el proveedor no confirma la tarifa o el espacio, te ofreceremos una alternativa o la devolución total de lo pagado.",
      "Revisa que los nombres y apellidos coincidan exactamente con tu documento de viaje: un error puede impedir el embarque.",
    ],
  },
  {
    letter: "D",
    title: "Precios, tarifas e impuestos",
    bullets: [
      "Los precios se muestran en dólares estadounidenses (USD) y, de forma referencial, en soles (PEN) al tipo de cambio del día.",
      "Las tarifas dependen de la disponibilidad y pueden cambiar hasta el momento del pago o de la emisión.",
      "En hoteles del Perú se aplica el 18 % de impuesto (IGV) a los residentes peruanos y a los extranjeros que permanezcan más de 59 días en el país o que no presenten su tarjeta andina de migración o el documento migratorio equivalente.",
      "Las tasas municipales, de turismo o de servicios que cobran algunos destinos y hoteles se pagan directamente en el lugar.",
    ],
  },
  {
    letter: "E",
    title: "Formas de pago",
    bullets: [
      "En el sitio web: tarjetas de crédito y débito Visa, Mastercard, American Express y Diners Club, y transferencia bancaria con el código de pago que te enviamos.",
      "En tiendas: tarjetas, efectivo en soles o dólares y depósito en nuestras cuentas bancarias.",
      "Un pago por transferencia debe completarse antes de la fecha y hora límite indicada; pasado ese plazo, la reserva se libera sin cargo.",
      "Los pagos pueden pasar por controles de prevención de fraude; podemos pedirte una copia de tu documento y de la tarjeta usada antes de emitir.",
    ],
  },
  {
    letter: "F",
    title: "Pago en cuotas sin intereses",
    bullets: [
      "Puedes pagar hasta en 12 cuotas sin intereses con las tarjetas de crédito de nuestros cuatro bancos aliados.",
      "Aplica a paquetes turísticos, vuelo + hotel, hoteles y servicios; no aplica a boletos aéreos.",
      "Es válido en tiendas, central telefónica, WhatsApp y asesor virtual; no está disponible en el sitio web.",
      "El banco emisor puede cobrar el seguro de desgravamen o los cargos que indique su contrato de tarjeta. Más detalles en la página de beneficios.",
    ],
  },
  {
    letter: "G",
    title: "Boletos aéreos",
    bullets: [
      "Los boletos aéreos no permiten cambio de fecha una vez emitidos, salvo que la tarifa comprada lo permita expresamente.",
      "Las condiciones de equipaje, selección de asiento y cambios son las de la aerolínea y se muestran antes de pagar.",
      "Preséntate en el aeropuerto 3 horas antes de un vuelo nacional y al menos 4 horas antes de un vuelo internacional.",
      "Si no te presentas a un tramo, la aerolínea puede anular los tramos siguientes del mismo boleto.",
    ],
  },
  {
    letter: "H",
    title: "Hoteles",
    bullets: [
      "La edad mínima para hacer el check-in es 18 años; los menores deben alojarse con un adulto responsable.",
      "Algunos hoteles cobran cargos adicionales, como tasas de resort, estacionamiento o impuestos locales, de aproximadamente USD 10 a 30 por habitación por día, que se pagan en el hotel.",
      "El horario de ingreso y salida lo fija cada hotel; el ingreso anticipado o la salida tardía dependen de su disponibilidad.",
      "El hotel puede pedir una tarjeta de crédito o un depósito en garantía al llegar.",
    ],
  },
];
