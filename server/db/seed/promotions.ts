import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { Db } from "#server/db/client.ts";
import type { PromotionTermsSection } from "#app/features/promotions/promotion-content.ts";
import { promotions } from "#server/db/schema/promotions.ts";

type PromotionSeed = Omit<
  typeof promotions.$inferInsert,
  "validFrom" | "validUntil" | "id" | "updatedAt" | "seededOn"
> & {
  /** Validity in days from the day of the first seed (both ends included). */
  from: number;
  until: number;
};

const company =
  "Promoción organizada por Kuntur Viajes y Turismo S.A.C., RUC 20609876540, con domicilio en Av. José Larco 1150, piso 3, Miraflores, Lima.";

const commonClosing: PromotionTermsSection = {
  title: "Disposiciones generales",
  paragraphs: [
    company,
    "Los precios se muestran por persona, incluyen impuestos y cargos, y se expresan en dólares americanos (US$) con su equivalente en soles (S/) al tipo de cambio del día de la compra. Sujetos a disponibilidad de espacios al momento de la reserva.",
    "Las condiciones de cambio, anulación y reembolso de cada servicio son las de sus proveedores y se informan antes del pago. El derecho de desistimiento no aplica a servicios de transporte y alojamiento con fecha determinada.",
    "Ante cualquier controversia puedes usar nuestro Libro de Reclamaciones virtual o acudir al INDECOPI.",
  ],
};

/** The demo's promotions: four current campaigns and one that has ended. Dates relative to the first seed. */
export const PROMOTION_SEEDS: PromotionSeed[] = [
  {
    slug: "hot-sale",
    title: "Hot Sale Kuntur",
    summary: "Hasta 40 % de descuento en paquetes y vuelo + hotel, y hasta 25 % en hoteles, por tiempo limitado.",
    from: -2,
    until: 12,
    offersPath: "/?pestana=hot-sale",
    offersLabel: "Ver ofertas Hot Sale",
    sortOrder: 1,
    figures: [
      { label: "Descuento máximo", value: "40 % en paquetes y vuelo + hotel; 25 % en hoteles" },
      { label: "Tope de descuento", value: "US$ 400 por reserva" },
      { label: "Compra mínima", value: "US$ 250 por reserva" },
      { label: "Cargo por emisión", value: "S/ 0 (exonerado durante la campaña)" },
    ],
    terms: [
      {
        title: "Alcance",
        paragraphs: [
          "Descuento de hasta 40 % sobre la tarifa regular en paquetes turísticos y vuelo + hotel, y de hasta 25 % en hoteles, en los destinos y fechas de viaje publicados en la pestaña Hot Sale de la página principal.",
          "No aplica a boletos aéreos comprados por separado, seguros de viaje, traslados ni excursiones adicionales.",
        ],
      },
      {
        title: "Montos, topes y cargos",
        paragraphs: [
          "El descuento tiene un tope de US$ 400 (o su equivalente en soles) por reserva, cualquiera sea el número de pasajeros.",
          "Compra mínima de US$ 250 por reserva. Durante la campaña no se cobra el cargo por emisión de S/ 35 por reserva.",
          "Stock mínimo de 20 paquetes por destino publicado; agotado el stock, el precio vuelve a la tarifa regular.",
        ],
      },
      {
        title: "Canales y medios de pago",
        paragraphs: [
          "Válido para compras en el sitio web, la central telefónica y las tiendas. Se puede pagar con tarjetas de crédito o débito Visa, Mastercard, American Express y Diners Club, o por transferencia.",
          "No acumulable con otras promociones ni descuentos, salvo las cuotas sin intereses de los bancos aliados.",
        ],
      },
      commonClosing,
    ],
  },
  {
    slug: "cierrapuertas",
    title: "Cierrapuertas",
    summary:
      "Los precios del evento Cierra puertas de la Tienda 28 de Julio, también para quienes se registran en línea.",
    from: -3,
    until: 30,
    offersPath: "/cierrapuertas",
    offersLabel: "Ver la campaña Cierrapuertas",
    sortOrder: 2,
    figures: [
      { label: "Descuento máximo", value: "40 % en paquetes nacionales e internacionales" },
      { label: "Tope de descuento", value: "US$ 600 por reserva" },
      { label: "Separación", value: "US$ 100 por pasajero, a cuenta del precio" },
      { label: "Cargo por cambio de fecha", value: "US$ 50 por pasajero, más la diferencia de tarifa" },
    ],
    terms: [
      {
        title: "Alcance",
        paragraphs: [
          "Precios especiales en los paquetes, vuelo + hotel y cruceros publicados en la campaña Cierrapuertas, para viajes entre las fechas indicadas en cada oferta.",
          "Los precios del evento presencial aplican solo a quienes se pre-registran en /tusdatos y presentan su código de inscripción en tienda.",
        ],
      },
      {
        title: "Montos, topes y cargos",
        paragraphs: [
          "Descuento de hasta 40 % sobre la tarifa regular, con un tope de US$ 600 (o su equivalente en soles) por reserva.",
          "La reserva se separa con US$ 100 por pasajero, a cuenta del precio total; el saldo se paga hasta 45 días antes de la salida. Si no se paga a tiempo, la separación se aplica a los cargos de anulación del operador y el saldo se devuelve en un plazo máximo de 30 días calendario.",
          "Un cambio de fecha cuesta US$ 50 por pasajero, más la diferencia de tarifa si la hubiera.",
        ],
      },
      {
        title: "Cupos y sorteos",
        paragraphs: [
          "Cupos limitados por salida; se asignan por orden de pago. Los sorteos del evento se rigen por sus bases, publicadas en la tienda el día del evento.",
        ],
      },
      commonClosing,
    ],
  },
  {
    slug: "travel-outlet",
    title: "Travel Outlet",
    summary: "Vuelos con pocos asientos vendidos que salen en los próximos 45 días, al 75 % de su tarifa.",
    from: -30,
    until: 90,
    offersPath: "/traveloutlet",
    offersLabel: "Ver el Travel Outlet",
    sortOrder: 3,
    figures: [
      { label: "Precio", value: "75 % de la tarifa publicada (25 % de descuento)" },
      { label: "Salidas", value: "Dentro de los próximos 45 días" },
      { label: "Cambios", value: "No permitidos" },
      { label: "Reembolso", value: "No reembolsable; se devuelven las tasas aeroportuarias" },
    ],
    terms: [
      {
        title: "Alcance",
        paragraphs: [
          "Tarifas de los vuelos publicados en /traveloutlet: salidas dentro de los 45 días siguientes a la compra, en vuelos con pocos asientos vendidos, al 75 % de la tarifa publicada de la misma familia.",
          "La lista se actualiza a diario; una tarifa deja de estar disponible cuando el vuelo se llena o sale de la ventana de 45 días.",
        ],
      },
      {
        title: "Cambios, anulaciones y reembolsos",
        paragraphs: [
          "Las tarifas del Travel Outlet no admiten cambios de fecha, ruta ni nombre.",
          "No son reembolsables. Si no viajas, puedes solicitar la devolución de las tasas aeroportuarias no utilizadas, sin cargo por gestión.",
        ],
      },
      {
        title: "Equipaje y asientos",
        paragraphs: [
          "Incluyen el equipaje de la familia tarifaria indicada en la oferta. La elección de asiento y el equipaje adicional se pagan aparte, según la tarifa de la aerolínea.",
        ],
      },
      commonClosing,
    ],
  },
  {
    slug: "cuotas-sin-intereses",
    title: "Hasta 12 cuotas sin intereses",
    summary:
      "Paga tus paquetes, vuelo + hotel, hoteles y servicios hasta en 12 cuotas sin intereses con cuatro bancos aliados.",
    from: -60,
    until: 180,
    offersPath: "/beneficios",
    offersLabel: "Ver los beneficios",
    sortOrder: 4,
    figures: [
      { label: "Cuotas", value: "Hasta 12 sin intereses" },
      { label: "Compra mínima", value: "US$ 300 o su equivalente en soles" },
      { label: "Bancos", value: "Banco Cordillera, Banco Costa Verde, Banco Qhapaq y Banco Pacífico Andino" },
      { label: "Cargos", value: "Sin intereses; el banco puede cobrar el seguro de desgravamen de tu tarjeta" },
    ],
    terms: [
      {
        title: "Alcance",
        paragraphs: [
          "Hasta 12 cuotas sin intereses pagando con tarjetas de crédito de Banco Cordillera, Banco Costa Verde, Banco Qhapaq y Banco Pacífico Andino emitidas en el Perú.",
          "Aplica a paquetes turísticos, vuelo + hotel, hoteles y servicios (traslados, excursiones, autos y seguros). No aplica a boletos aéreos ni a la parte aérea comprada por separado.",
        ],
      },
      {
        title: "Montos y cargos",
        paragraphs: [
          "Compra mínima de US$ 300 o su equivalente en soles. El número de cuotas disponible puede variar según el monto y el banco: de US$ 300 a US$ 999, hasta 6 cuotas; desde US$ 1,000, hasta 12 cuotas.",
          "Las cuotas sin intereses se aplican en la tarjeta del banco emisor. El banco puede cobrar el seguro de desgravamen o los cargos previstos en tu contrato de tarjeta; Kuntur Viajes no cobra ningún cargo adicional.",
        ],
      },
      {
        title: "Canales",
        paragraphs: [
          "Válido para compras en tiendas, central telefónica, WhatsApp y asesor virtual. No válido para compras en el sitio web.",
          "No acumulable con otras promociones de pago en cuotas. Sujeto a la línea de crédito disponible y a la aprobación del banco emisor.",
        ],
      },
      commonClosing,
    ],
  },
  {
    slug: "fiestas-patrias",
    title: "Fiestas Patrias",
    summary: "Paquetes nacionales con 20 % de descuento para viajar por Fiestas Patrias.",
    from: -150,
    until: -120,
    offersPath: "/paquetes",
    offersLabel: "Ver paquetes",
    sortOrder: 5,
    figures: [
      { label: "Descuento", value: "20 % en paquetes nacionales" },
      { label: "Tope de descuento", value: "US$ 150 por reserva" },
    ],
    terms: [
      {
        title: "Alcance",
        paragraphs: [
          "Descuento de 20 % en paquetes nacionales con salida entre el 24 y el 31 de julio, con un tope de US$ 150 por reserva.",
        ],
      },
      commonClosing,
    ],
  },
];

/** A seeded promotion's validity when seeded on `today`. */
export const promotionValidity = (seed: { from: number; until: number }, today: string) => ({
  validFrom: addDays(today, seed.from),
  validUntil: addDays(today, seed.until),
});

/** Seeds the promotions, valid relative to today; an existing row is left as it is (see refreshDemoDates). */
export async function seedPromotions(db: Db, now: Date = new Date()): Promise<void> {
  const today = todayInLima(now);
  await db
    .insert(promotions)
    .values(
      PROMOTION_SEEDS.map((seed) => {
        const { from: _from, until: _until, ...promotion } = seed;
        return { ...promotion, ...promotionValidity(seed, today), seededOn: today };
      }),
    )
    .onConflictDoNothing();
}
