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

/** "Cusco, Perú": a city as hotel and package searches name it (they look for a place to stay, not an airport). */
export function cityLabel(destination: Destination): string {
  return `${destination.city}, ${destination.country}`;
}

/** One entry per city (its first airport's code stands for the city), for hotel and package searches. */
export function citiesOf(destinations: Destination[]): Destination[] {
  const seen = new Set<string>();
  return destinations.filter((destination) => {
    const key = `${destination.city}|${destination.countryCode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
