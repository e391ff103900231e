/** An airport of the destinations list (GET /api/v1/destinations), as the search forms use it. */
export type Destination = {
  iata: string;
  city: string;
  country: string;
  countryCode: string;
  airportName: string;
  /** A Peruvian airport (domestic flights). */
  national: boolean;
};

export type DestinationsResponse = { destinations: Destination[] };

/** "Cusco (CUZ), Perú": the text of a chosen airport in a search field. */
export function destinationLabel(destination: Destination): string {
  return `${destination.city} (${destination.iata}), ${destination.country}`;
}

/** Lower case without accents, so "cuzco", "Cúsco" and "CUZ" all find Cusco. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** What a search over an airport looks at: city, IATA code, country and airport name, normalized. */
export function destinationSearchText(destination: Destination): string {
  return normalizeSearchText(
    `${destination.city} ${destination.iata} ${destination.country} ${destination.airportName}`,
  );
}

/** True when every word the visitor typed appears in the airport's search text ("lima peru", "chavez"). */
export function matchesDestination(searchText: string, query: string): boolean {
  const words = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  return words.every((word) => searchText.includes(word));
}
