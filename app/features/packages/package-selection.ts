/**
 * A package's departure and rooms as URL parameters (pure), so the choice works as a plain GET form and a link:
 * `salida`, `adultos1`..`adultos4` (0 or absent: no such room) and `edad1a`, `edad1b`... the ages of its children.
 */
import { MAX_CHILDREN_PER_ROOM, MAX_ROOMS, type PackageRoom } from "./package-pricing.ts";

export type PackageChoice = { departureDate: string | null; rooms: PackageRoom[] };

const CHILD_SLOTS = ["a", "b"].slice(0, MAX_CHILDREN_PER_ROOM);

/** The choice a URL names; rooms default to one double when none is named. */
export function readPackageChoice(params: URLSearchParams): PackageChoice {
  const date = params.get("salida");
  const rooms: PackageRoom[] = [];
  for (let room = 1; room <= MAX_ROOMS; room++) {
    const adults = Number(params.get(`adultos${String(room)}`) ?? "0");
    if (!Number.isInteger(adults) || adults <= 0) continue;
    const childrenAges = CHILD_SLOTS.flatMap((slot) => {
      const raw = params.get(`edad${String(room)}${slot}`);
      if (raw === null || raw === "") return [];
      const age = Number(raw);
      return Number.isInteger(age) ? [age] : [-1];
    });
    rooms.push({ adults: Math.min(adults, 9), childrenAges });
  }
  return {
    departureDate: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    rooms: rooms.length > 0 ? rooms : [{ adults: 2, childrenAges: [] }],
  };
}

/** The URL parameters of a choice (the inverse of readPackageChoice). */
export function packageChoiceQuery(choice: { departureDate: string; rooms: readonly PackageRoom[] }): string {
  const params = new URLSearchParams({ salida: choice.departureDate });
  choice.rooms.forEach((room, index) => {
    const n = String(index + 1);
    params.set(`adultos${n}`, String(room.adults));
    room.childrenAges.forEach((age, slot) => params.set(`edad${n}${CHILD_SLOTS[slot] ?? "x"}`, String(age)));
  });
  return params.toString();
}
