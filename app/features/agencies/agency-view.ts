/** A branch as the branch finder shows it (SPEC 3, Agency, plus coordinates for the map). */
export type AgencyView = {
  id: number;
  name: string;
  address: string;
  city: string;
  openingHours: string;
  openingHours2: string | null;
  phone: string | null;
  phone2: string | null;
  email: string;
  image: string;
  latitude: number;
  longitude: number;
  isFlagship: boolean;
};

/** Lower-case, accent-free text, so that "jesus maria" finds "Jesús María". */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Branches whose street, district/city or name contain every word typed, in their original order. */
export function filterAgencies<T extends Pick<AgencyView, "name" | "address" | "city">>(
  agencies: T[],
  query: string,
): T[] {
  const words = normalizeSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return agencies;
  return agencies.filter((agency) => {
    const haystack = normalizeSearch(`${agency.address} ${agency.city} ${agency.name}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The map-service embed for a point: fills {lat}, {lng} and {bbox} (about 1 km around it) in the template. */
export function mapEmbedUrl(template: string, latitude: number, longitude: number): string {
  const bbox = [longitude - 0.006, latitude - 0.004, longitude + 0.006, latitude + 0.004]
    .map((value) => value.toFixed(5))
    .join("%2C");
  return template
    .replaceAll("{lat}", latitude.toFixed(5))
    .replaceAll("{lng}", longitude.toFixed(5))
    .replaceAll("{bbox}", bbox);
}
