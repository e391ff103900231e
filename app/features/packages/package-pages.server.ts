import { and, asc, gte, inArray, lte } from "drizzle-orm";
import { getDb } from "#db";
import { packageDepartures } from "#server/db/schema/packages.ts";
import { brand } from "#app/config/brand.ts";
import { addDays, formatDateShort, todayInLima } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";
import { placeName, stayPlaces } from "#app/features/places/index.server.ts";
import { readStaySearch } from "#app/features/travel-search/index.server.ts";
import type { StaySearch } from "#app/features/travel-search/index.ts";
import { PACKAGE_DETAILS, packageDetail, type PackageDetail } from "./package-catalog.ts";
import { findPackageSale, findPackages, type PackageSale, type TravelPackage } from "./packages-service.server.ts";

export type Departure = { date: string; priceMinor: number; seatsLeft: number; supplementMinor: number };
export type PackageCard = { info: TravelPackage; detail: PackageDetail; departures: Departure[] };

/** Departures of `slugs` from `from` to `to` with seats left, priced from the package's one price (decision 026). */
async function departuresOf(
  packages: Map<string, TravelPackage>,
  from: string,
  to: string,
): Promise<Map<string, Departure[]>> {
  const slugs = [...packages.keys()];
  const result = new Map<string, Departure[]>(slugs.map((slug) => [slug, []]));
  if (slugs.length === 0) return result;
  const rows = await getDb()
    .select()
    .from(packageDepartures)
    .where(
      and(
        inArray(packageDepartures.packageSlug, slugs),
        gte(packageDepartures.departureDate, from),
        lte(packageDepartures.departureDate, to),
      ),
    )
    .orderBy(asc(packageDepartures.departureDate));
  for (const row of rows) {
    const base = packages.get(row.packageSlug);
    const left = row.seats - row.sold - row.held;
    if (!base || left <= 0) continue;
    result.get(row.packageSlug)?.push({
      date: row.departureDate,
      priceMinor: base.priceMinor + row.supplementMinor,
      seatsLeft: left,
      supplementMinor: row.supplementMinor,
    });
  }
  return result;
}

export type PackageResultsPage =
  | { kind: "invalid"; form: StaySearch | undefined; issues: Record<string, string> }
  | {
      kind: "results";
      search: StaySearch;
      destinationName: string;
      travellers: number;
      matches: PackageCard[];
      others: PackageCard[];
      exchangeRate: CurrencyExchange | null;
    };

/** /resultados/paquetes: the packages to the destination leaving around the chosen date; the rest below. */
export async function loadPackageResults(params: URLSearchParams, now = new Date()): Promise<PackageResultsPage> {
  const today = todayInLima(now);
  const read = readStaySearch("paquetes", params, today);
  if (!read.ok) return { kind: "invalid", form: read.form, issues: read.issues };
  const { search } = read;
  const [packages, places, exchangeRate] = await Promise.all([
    findPackages(PACKAGE_DETAILS.map((detail) => detail.slug)),
    stayPlaces(),
    getCurrentExchangeRate({ now }),
  ]);
  const departures = await departuresOf(packages, addDays(search.startDate, -3), addDays(search.startDate, 14));
  const cards = PACKAGE_DETAILS.flatMap((detail) => {
    const info = packages.get(detail.slug);
    return info ? [{ info, detail, departures: (departures.get(detail.slug) ?? []).slice(0, 4) }] : [];
  });
  const isMatch = (card: PackageCard) => card.detail.destination === search.destination;
  return {
    kind: "results",
    search,
    destinationName: placeName(search.destination, places),
    travellers: search.rooms.reduce((sum, room) => sum + room.adults + room.childrenAges.length, 0),
    matches: cards.filter(isMatch),
    others: cards.filter((card) => !isMatch(card)),
    exchangeRate,
  };
}

export type PackagePage = {
  info: TravelPackage;
  detail: PackageDetail;
  hotelName: string | null;
  departures: Departure[];
  chosen: Departure | null;
  travellers: number;
  exchangeRate: CurrencyExchange | null;
  whatsAppUrl: string;
  /** The appointment page with the reason, the package and the date filled in. */
  appointmentUrl: string;
  /** Its prices per person by occupancy when it is sold online; null: an adviser sells it. */
  sale: Pick<PackageSale, "prices" | "cancellationTiers"> | null;
};

/** /paquetes/:slug: what is included, the next departures, cuotas and the adviser hand-off; 404 when unknown. */
export async function loadPackagePage(slug: string, params: URLSearchParams, now = new Date()): Promise<PackagePage> {
  const detail = packageDetail(slug);
  const info = detail ? (await findPackages([slug])).get(slug) : undefined;
  if (!detail || !info) throw new Response("Paquete no encontrado", { status: 404 });
  const today = todayInLima(now);
  const [departures, exchangeRate, sale] = await Promise.all([
    departuresOf(new Map([[slug, info]]), addDays(today, 1), addDays(today, 120)).then((map) => map.get(slug) ?? []),
    getCurrentExchangeRate({ now }),
    findPackageSale(slug, null),
  ]);
  const travellers = Math.min(9, Math.max(1, Number(params.get("viajeros")) || 2));
  const chosen = departures.find((departure) => departure.date === params.get("salida")) ?? null;
  const message = [
    `Hola, quiero cotizar el paquete ${info.name} (${info.duration}).`,
    chosen
      ? `Salida ${formatDateShort(chosen.date)}, ${String(travellers)} ${travellers === 1 ? "viajero" : "viajeros"}, desde ${formatMoney(chosen.priceMinor, info.currency)} por persona en habitación doble.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  const appointment = new URLSearchParams({ reason: "paquetes", paquete: slug });
  if (chosen) appointment.set("salida", chosen.date);
  return {
    info,
    detail,
    hotelName: detail.hotel?.name ?? null,
    departures: departures.slice(0, 12),
    chosen,
    travellers,
    exchangeRate,
    whatsAppUrl: `https://wa.me/${brand.whatsappE164}?text=${encodeURIComponent(message)}`,
    appointmentUrl: `/agenda-tu-cita?${appointment.toString()}`,
    sale: sale ? { prices: sale.prices, cancellationTiers: sale.cancellationTiers } : null,
  };
}
