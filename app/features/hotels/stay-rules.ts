import { addDays, daysBetween, formatDayMonth } from "#app/utils/dates.ts";
import type { GuestRoom, RoomNight, RoomTypeLimits } from "./hotel-types.ts";

export type StayCheck = { ok: true } | { ok: false; reason: string };

/** The nights of a stay: check-in up to the night before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const count = daysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(checkIn, index));
}

/** Whether each searched room fits this room type (children of any age count as guests). */
export function fitsRoomType(limits: RoomTypeLimits, rooms: readonly GuestRoom[]): boolean {
  return rooms.every(
    (room) =>
      room.adults <= limits.maxAdults &&
      room.childrenAges.length <= limits.maxChildren &&
      room.adults + room.childrenAges.length <= limits.maxGuests,
  );
}

/**
 * Whether `rooms` rooms can be sold for the stay, night by night: every night on sale (no stop-sell, inside its
 * release days, with free rooms), arrival and departure open, and the stay within the arrival night's minimum and
 * maximum. `rows` are the room type's rows from check-in to check-out (the check-out day's row only for CTD).
 */
export function checkStay(
  rows: readonly RoomNight[],
  stay: { checkIn: string; checkOut: string; rooms: number; today: string },
): StayCheck {
  const byNight = new Map(rows.map((row) => [row.night, row]));
  const nights = stayNights(stay.checkIn, stay.checkOut);
  if (nights.length === 0) return { ok: false, reason: "La salida debe ser posterior a la entrada." };
  for (const night of nights) {
    const row = byNight.get(night);
    if (!row || row.stopSell)
      return { ok: false, reason: `No hay habitaciones a la venta la noche del ${formatDayMonth(night)}.` };
    if (daysBetween(stay.today, night) < row.releaseDays)
      return {
        ok: false,
        reason: `Esta habitación se reserva con al menos ${row.releaseDays} días de anticipación.`,
      };
    if (row.allotment - row.sold - row.held < stay.rooms)
      return { ok: false, reason: `No quedan habitaciones libres la noche del ${formatDayMonth(night)}.` };
  }
  const arrival = byNight.get(stay.checkIn);
  if (arrival?.closedToArrival)
    return { ok: false, reason: `El hotel no recibe llegadas el ${formatDayMonth(stay.checkIn)} en esta habitación.` };
  if (byNight.get(stay.checkOut)?.closedToDeparture)
    return { ok: false, reason: `El hotel no permite salidas el ${formatDayMonth(stay.checkOut)} en esta habitación.` };
  if (arrival && nights.length < arrival.minStay)
    return {
      ok: false,
      reason: `Llegando el ${formatDayMonth(stay.checkIn)}, la estadía mínima es de ${arrival.minStay} noches.`,
    };
  if (arrival && nights.length > arrival.maxStay)
    return { ok: false, reason: `La estadía máxima en esta habitación es de ${arrival.maxStay} noches.` };
  return { ok: true };
}
