/**
 * The travel-insurance search as a URL (docs/decisions/011-search-result-urls.md):
 *   /resultados/seguros?destino=EU&salida=2026-05-10&regreso=2026-05-24&edades=35,33,6
 */

export const INSURANCE_RESULTS_PATH = "/resultados/seguros";

/** Where the trip goes: Peru (national cover, SPEC 9 adds tax) or an international region. */
export const INSURANCE_REGIONS: ReadonlyArray<{ code: string; label: string; national: boolean }> = [
  { code: "PE", label: "Perú (viaje nacional)", national: true },
  { code: "SA", label: "Sudamérica", national: false },
  { code: "NA", label: "Estados Unidos y Canadá", national: false },
  { code: "CA", label: "México, Centroamérica y el Caribe", national: false },
  { code: "EU", label: "Europa", national: false },
  { code: "AS", label: "Asia y Medio Oriente", national: false },
  { code: "AF", label: "África", national: false },
  { code: "OC", label: "Oceanía", national: false },
];

export type InsuranceSearch = {
  region: string;
  departureDate: string;
  returnDate: string;
  /** One age per traveller; null until chosen. */
  ages: Array<number | null>;
};

export function buildInsuranceResultsUrl(search: InsuranceSearch): string {
  const params = new URLSearchParams({
    destino: search.region,
    salida: search.departureDate,
    regreso: search.returnDate,
    edades: search.ages.map((age) => age ?? "").join(","),
  });
  return `${INSURANCE_RESULTS_PATH}?${params.toString()}`;
}

export function parseInsuranceResultsQuery(query: URLSearchParams | string): InsuranceSearch | null {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  // One `edades=35,33` (the builder's) or one `edades` per traveller (the search form without JavaScript).
  const ages = params.getAll("edades").join(",").split(",");
  if (!ages.every((age) => /^\d{1,2}$/.test(age))) return null;
  return {
    region: params.get("destino") ?? "",
    departureDate: params.get("salida") ?? "",
    returnDate: params.get("regreso") ?? "",
    ages: ages.map(Number),
  };
}
