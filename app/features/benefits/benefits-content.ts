/** /beneficios (SPEC 2.6 and 9, "Instalments"): up to 12 interest-free instalments with four partner banks. */
export const MAX_INSTALMENTS = 12;

/** Fictional partner banks of the demo brand. */
export const PARTNER_BANKS = [
  { name: "Banco Cordillera", cards: "Visa y Mastercard de crédito" },
  { name: "Banco Costa Verde", cards: "Visa de crédito" },
  { name: "Banco Qhapaq", cards: "Mastercard y American Express de crédito" },
  { name: "Banco Pacífico Andino", cards: "Visa y Diners Club de crédito" },
];

export const APPLIES_TO = [
  "Paquetes turísticos",
  "Vuelo + hotel",
  "Hoteles",
  "Servicios: traslados, excursiones, autos y seguros",
];

export const CHANNELS = [
  { name: "Tiendas", detail: "En cualquiera de nuestras agencias de Lima y regiones." },
  { name: "Central telefónica", detail: "Llámanos y un asesor procesa tu compra en cuotas." },
  { name: "WhatsApp", detail: "Escríbenos y coordina el pago con tu asesor." },
  { name: "Asesor virtual", detail: "Agenda una videollamada y paga con tu tarjeta." },
];

/** What the website offers instead (the payment page says the same). */
export const WEBSITE_INSTALMENTS =
  "En el sitio web puedes pagar con tarjeta de crédito en cuotas con intereses de tu banco, según las condiciones de tu tarjeta.";

export const CONDITIONS = [
  "Hasta 12 cuotas sin intereses pagando con las tarjetas de crédito de Banco Cordillera, Banco Costa Verde, Banco Qhapaq y Banco Pacífico Andino emitidas en el Perú.",
  "Aplica a paquetes turísticos, vuelo + hotel, hoteles y servicios. No aplica a boletos aéreos, ni a la parte aérea comprada por separado.",
  "Válido para compras en tiendas, central telefónica, WhatsApp y asesor virtual. No válido para compras en el sitio web.",
  "Monto mínimo de compra: USD 300 o su equivalente en soles. El número de cuotas disponible puede variar según el monto y el banco.",
  "Las cuotas sin intereses se aplican directamente en la tarjeta del banco emisor; el banco puede cobrar el seguro de desgravamen o los cargos previstos en tu contrato de tarjeta.",
  "No acumulable con otras promociones de pago en cuotas. Sujeto a la línea de crédito disponible y a la aprobación del banco emisor.",
  "Promoción vigente del 1 de marzo al 31 de diciembre de 2025, o hasta que Kuntur Viajes la modifique con aviso previo en esta página.",
];
