import { sql } from "drizzle-orm";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { Db } from "#server/db/client.ts";
import {
  hotelRatePlans,
  hotelRoomTypes,
  hotels,
  type CancellationTier,
  type ChildBand,
} from "#server/db/schema/hotels.ts";
import { HOTEL_SEEDS, type HotelKind, type HotelSeed } from "./hotels-data.ts";

/** How many nights ahead the demo keeps on sale; each start adds the nights that came into the window. */
export const HOTEL_WINDOW_DAYS = 120;

type RoomSeed = [
  code: string,
  name: string,
  description: string,
  adults: number,
  children: number,
  guests: number,
  factor: number,
  allotment: number,
];

const ROOMS: Record<HotelKind, RoomSeed[]> = {
  city: [
    [
      "STD",
      "Habitación estándar",
      "Cama matrimonial o dos camas de plaza y media, escritorio y baño privado.",
      2,
      1,
      3,
      1,
      8,
    ],
    ["SUP", "Habitación superior", "Más amplia, con sofá cama y vista a la calle principal.", 3, 2, 4, 1.35, 5],
  ],
  mountain: [
    ["STD", "Habitación estándar", "Calefacción, edredón de plumas y baño privado con agua caliente.", 2, 1, 3, 1, 8],
    ["SUP", "Habitación superior", "Más amplia, con balcón o vista al patio colonial.", 3, 2, 4, 1.35, 5],
  ],
  beach: [
    ["JAR", "Habitación vista jardín", "Terraza hacia los jardines, a pocos pasos de la piscina.", 2, 2, 4, 1, 8],
    ["MAR", "Habitación vista al mar", "Balcón frente al mar y cama king.", 2, 1, 3, 1.3, 5],
    ["FAM", "Suite familiar", "Dos ambientes para cuatro adultos o una familia con niños.", 4, 3, 5, 1.8, 3],
  ],
  resort: [
    ["DLX", "Deluxe vista jardín", "Cama king o dos dobles, terraza y minibar incluido.", 3, 2, 4, 1, 12],
    ["JRS", "Junior suite vista al mar", "Sala de estar, jacuzzi en el balcón y vista al mar.", 2, 2, 4, 1.35, 6],
    ["FAM", "Suite familiar", "Dos dormitorios y acceso directo a la piscina.", 4, 3, 6, 1.9, 4],
  ],
  lodge: [
    [
      "STD",
      "Habitación estándar",
      "Madera y piedra de la zona, con mosquitero o chimenea según el destino.",
      2,
      1,
      3,
      1,
      6,
    ],
    ["VIL", "Villa", "Villa independiente con terraza privada y vista al paisaje.", 3, 2, 5, 1.6, 3],
  ],
};

type PlanSeed = [code: string, name: string, board: string, boardUsd: number, discount: number, refundable: boolean];

const FLEXIBLE: CancellationTier[] = [
  { daysBefore: 7, penaltyPercent: 0 },
  { daysBefore: 2, penaltyPercent: 50 },
  { daysBefore: 0, penaltyPercent: 100 },
];
const RESORT_FLEXIBLE: CancellationTier[] = [
  { daysBefore: 14, penaltyPercent: 0 },
  { daysBefore: 7, penaltyPercent: 50 },
  { daysBefore: 0, penaltyPercent: 100 },
];
const NON_REFUNDABLE: CancellationTier[] = [{ daysBefore: 0, penaltyPercent: 100 }];

const PLANS: Record<HotelKind, PlanSeed[]> = {
  city: [
    ["RO", "Solo habitación", "room_only", 0, 0, true],
    ["BB", "Con desayuno", "breakfast", 12, 0, true],
    ["NR", "Con desayuno, no reembolsable", "breakfast", 12, 12, false],
  ],
  mountain: [
    ["BB", "Con desayuno", "breakfast", 10, 0, true],
    ["NR", "Con desayuno, no reembolsable", "breakfast", 10, 12, false],
  ],
  beach: [
    ["BB", "Con desayuno", "breakfast", 12, 0, true],
    ["HB", "Media pensión", "half_board", 30, 0, true],
    ["NR", "Con desayuno, no reembolsable", "breakfast", 12, 12, false],
  ],
  resort: [
    ["AI", "Todo incluido", "all_inclusive", 75, 0, true],
    ["AINR", "Todo incluido, no reembolsable", "all_inclusive", 75, 15, false],
  ],
  lodge: [
    ["HB", "Media pensión", "half_board", 35, 0, true],
    ["NR", "Media pensión, no reembolsable", "half_board", 35, 10, false],
  ],
};

const CHILD_BANDS: ChildBand[] = [
  { fromAge: 0, toAge: 2, percentOfAdult: 0 },
  { fromAge: 3, toAge: 11, percentOfAdult: 50 },
  { fromAge: 12, toAge: 17, percentOfAdult: 100 },
];

const PHOTO_THEMES: Record<HotelKind, string> = {
  city: "ciudad",
  mountain: "andes",
  beach: "playa",
  resort: "playa",
  lodge: "valle",
};

function policiesOf(seed: HotelSeed): string[] {
  const policies = [
    "La persona que se registra debe tener 18 años o más y presentar su documento de identidad.",
    "Niños de 0 a 2 años gratis compartiendo cama con sus padres; de 3 a 11 años pagan la mitad de un adulto adicional.",
  ];
  if (seed.country === "PE")
    policies.push(
      "Turistas extranjeros no domiciliados: presenta tu pasaporte y tu Tarjeta Andina de Migración al registrarte para no pagar el IGV.",
    );
  else policies.push("El hotel puede cobrar a la llegada una tasa turística local por habitación y noche.");
  return policies;
}

function descriptionOf(seed: HotelSeed): string {
  const stay: Record<HotelKind, string> = {
    city: "Es una buena base para conocer la ciudad a pie y volver a descansar en un ambiente tranquilo.",
    mountain: "Te recomendamos descansar la primera tarde para adaptarte a la altura; el hotel ofrece mate de coca.",
    beach: "La playa está a pocos pasos y el equipo organiza excursiones y deportes acuáticos.",
    resort: "Comidas, bebidas y actividades del resort están incluidas en el plan todo incluido.",
    lodge: "El entorno natural es el protagonista: excursiones guiadas y noches sin ruido de ciudad.",
  };
  return `${seed.summary} ${stay[seed.kind]}`;
}

/** Seeds the hotels, their room types and rate plans (once each) and keeps HOTEL_WINDOW_DAYS nights on sale. */
export async function seedHotels(db: Db, now: Date): Promise<void> {
  const theme = (seed: HotelSeed) => PHOTO_THEMES[seed.kind];
  await db
    .insert(hotels)
    .values(
      HOTEL_SEEDS.map((seed) => ({
        slug: seed.slug,
        name: seed.name,
        destinationCode: seed.destination,
        countryCode: seed.country,
        stars: seed.stars,
        district: seed.district,
        address: seed.address,
        latitude: seed.latitude,
        longitude: seed.longitude,
        summary: seed.summary,
        description: descriptionOf(seed),
        photos: [
          `/images/hoteles/${seed.slug}.svg`,
          `/images/hoteles/habitacion-${theme(seed)}.svg`,
          `/images/hoteles/${seed.kind === "city" || seed.kind === "mountain" ? "restaurante" : "piscina"}.svg`,
        ],
        amenities: seed.amenities,
        checkInTime: seed.kind === "resort" ? "15:00" : "14:00",
        checkOutTime: seed.kind === "resort" ? "12:00" : "11:00",
        policies: policiesOf(seed),
        childBands: CHILD_BANDS,
        score: seed.score,
      })),
    )
    .onConflictDoNothing({ target: hotels.slug });
  const stored = await db.select({ id: hotels.id, slug: hotels.slug }).from(hotels);
  const idOf = new Map(stored.map((row) => [row.slug, row.id]));
  for (const seed of HOTEL_SEEDS) {
    const hotelId = idOf.get(seed.slug);
    if (hotelId === undefined) continue;
    const rooms = ROOMS[seed.kind].filter(([code]) => code !== "FAM" || seed.stars >= 4);
    await db
      .insert(hotelRoomTypes)
      .values(
        rooms.map(([code, name, description, adults, children, guests, factor, allotment]) => ({
          hotelId,
          code,
          name,
          description,
          maxAdults: adults,
          maxChildren: children,
          maxGuests: guests,
          baseDoubleMinor: Math.round(seed.usd * factor) * 100,
          dailyAllotment: allotment,
        })),
      )
      .onConflictDoNothing();
  }
  await seedRatePlans(db);
  await seedRoomNights(db, todayInLima(now));
}

async function seedRatePlans(db: Db): Promise<void> {
  const rooms = await db
    .select({ id: hotelRoomTypes.id, slug: hotels.slug })
    .from(hotelRoomTypes)
    .innerJoin(hotels, sql`${hotels.id} = ${hotelRoomTypes.hotelId}`);
  const kindOf = new Map(HOTEL_SEEDS.map((seed) => [seed.slug, seed.kind]));
  const values = rooms.flatMap((room) => {
    const kind = kindOf.get(room.slug);
    if (!kind) return [];
    return PLANS[kind].map(([code, name, board, boardUsd, discount, refundable]) => ({
      roomTypeId: room.id,
      code,
      name,
      board,
      boardPerGuestMinor: boardUsd * 100,
      discountPercent: discount,
      refundable,
      cancellationTiers: refundable ? (kind === "resort" ? RESORT_FLEXIBLE : FLEXIBLE) : NON_REFUNDABLE,
      prepayment: "full",
    }));
  });
  if (values.length > 0) await db.insert(hotelRatePlans).values(values).onConflictDoNothing();
}

/**
 * The nights from the day after the last one on file (or today) to the end of the window, in one statement. Prices
 * vary by weekday and a fixed per-night spread; resorts ask 2 nights minimum and release 3 days before, lodges 2.
 */
async function seedRoomNights(db: Db, today: string): Promise<void> {
  const last = addDays(today, HOTEL_WINDOW_DAYS);
  await db.execute(sql`
    insert into hotel_room_nights
      (room_type_id, night, allotment, stop_sell, closed_to_arrival, min_stay, release_days,
       single_minor, double_minor, triple_minor)
    select rt.id, n.night::date, rt.daily_allotment,
      (h.slug = 'cusco-wasi-hostal' and extract(dow from n.night) = 2),
      (h.slug = 'san-isidro-olivar-plaza' and extract(dow from n.night) = 6),
      case when h.slug like '%resort%' or h.slug like 'punta-cana-%' then 2 else 1 end,
      case when h.slug like '%resort%' or h.slug like 'punta-cana-%' then 3
           when h.slug like '%lodge%' then 2 else 0 end,
      case when rt.code = 'FAM' then null else p.price * 85 / 100 / 100 * 100 end,
      p.price,
      case when rt.max_adults >= 3 then p.price * 130 / 100 / 100 * 100 else null end
    from hotel_room_types rt
    join hotels h on h.id = rt.hotel_id
    cross join lateral generate_series(
      greatest(${today}::date, coalesce((select max(x.night) + 1 from hotel_room_nights x where x.room_type_id = rt.id), ${today}::date)),
      ${last}::date, interval '1 day') as n(night)
    cross join lateral (select (rt.base_double_minor / 100
      * (100 + case when extract(dow from n.night) in (5, 6) then 12 else 0 end
             + ((rt.id * 7 + extract(doy from n.night)::int * 13) % 11) - 5) / 100) * 100 as price) p
    on conflict do nothing`);
}
