/**
 * Appointment rules without I/O: the locations' keys, the reasons, the slots of a day (opening hours, holidays, none
 * in the past) and the codes. Lima keeps UTC-5 all year, so wall-clock times convert with a fixed offset.
 */

/** The reception PIN (RECEPTION_PIN, RECEPTION_PINS): 8 to 12 digits, checked at start-up and on the sign-in form. */
export const RECEPTION_PIN_LENGTH = { min: 8, max: 12 } as const;

/** A PIN anyone would try first: one digit repeated, or a run up or down ("12345678", "98765432"). */
export function isGuessablePin(pin: string): boolean {
  const steps = new Set<number>();
  for (let index = 1; index < pin.length; index += 1) {
    steps.add((pin.charCodeAt(index) - pin.charCodeAt(index - 1) + 10) % 10);
  }
  return steps.size === 1 && [0, 1, 9].some((step) => steps.has(step));
}

export const REASONS = ["vuelos", "paquetes", "seguros", "post-venta"] as const;
export type Reason = (typeof REASONS)[number];

export const REASON_LABELS: Record<Reason, string> = {
  vuelos: "Vuelos",
  paquetes: "Paquetes turísticos",
  seguros: "Seguros de viaje",
  "post-venta": "Post-venta (cambios, reembolsos, dudas de una compra)",
};

export const VIRTUAL_LOCATION = "virtual";
export const VIRTUAL_LABEL = "Asesor virtual (videollamada)";

export function storeLocationKey(agencyId: number): string {
  return `tienda-${String(agencyId)}`;
}

/** The agency id of a store key; null for the virtual advisers or anything else. */
export function agencyIdOf(locationKey: string): number | null {
  const match = /^tienda-(\d{1,6})$/.exec(locationKey);
  return match ? Number(match[1]) : null;
}

export type WeeklyHours = Partial<Record<string, Array<[string, string]>>>;

export type Schedule = { weeklyHours: WeeklyHours; slotMinutes: number; advisers: number };

export type Slot = { startsAt: Date; endsAt: Date; time: string; free: number };

const LIMA_OFFSET_MINUTES = -5 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The instant of a Lima wall-clock time on a date. */
export function limaInstantOf(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - LIMA_OFFSET_MINUTES) * 60_000);
}

/** "09:30": the Lima wall-clock time of an instant. */
export function limaTimeOf(instant: Date): string {
  return new Date(instant.getTime() + LIMA_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

/** yyyy-mm-dd: the Lima date of an instant. */
export function limaDateOf(instant: Date): string {
  return new Date(instant.getTime() + LIMA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

export type DayAnswer =
  | { open: true; slots: Slot[] }
  | { open: false; reason: "holiday"; holiday: string }
  | { open: false; reason: "closed" | "past" | "too-far" };

/**
 * The slots of one day at one location. A national holiday closes every location; slots that start before
 * `now + minNoticeMinutes` are left out; `taken` maps a slot's ISO start to the places already booked.
 */
export function slotsOfDay(input: {
  date: string;
  schedule: Schedule;
  holidays: ReadonlyMap<string, string>;
  now: Date;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  taken?: ReadonlyMap<string, number>;
}): DayAnswer {
  const { date, schedule, now } = input;
  const today = limaDateOf(now);
  if (date < today) return { open: false, reason: "past" };
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + input.maxDaysAhead * 86_400_000).toISOString().slice(0, 10);
  if (date > last) return { open: false, reason: "too-far" };
  const holiday = input.holidays.get(date);
  if (holiday !== undefined) return { open: false, reason: "holiday", holiday };
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const ranges = schedule.weeklyHours[String(weekday)] ?? [];
  if (ranges.length === 0 || schedule.advisers < 1) return { open: false, reason: "closed" };
  const earliest = now.getTime() + input.minNoticeMinutes * 60_000;
  const slots: Slot[] = [];
  for (const [from, to] of ranges) {
    const end = minutesOf(to);
    for (let start = minutesOf(from); start + schedule.slotMinutes <= end; start += schedule.slotMinutes) {
      const startsAt = limaInstantOf(date, start);
      if (startsAt.getTime() < earliest) continue;
      const taken = input.taken?.get(startsAt.toISOString()) ?? 0;
      slots.push({
        startsAt,
        endsAt: new Date(startsAt.getTime() + schedule.slotMinutes * 60_000),
        time: limaTimeOf(startsAt),
        free: Math.max(0, schedule.advisers - taken),
      });
    }
  }
  return { open: true, slots };
}

/** Hours as operators write them: `{"1": [["09:00", "13:00"], ["14:00", "19:00"]]}`; throws on a bad range. */
export function checkWeeklyHours(hours: WeeklyHours): WeeklyHours {
  for (const [day, ranges] of Object.entries(hours)) {
    if (!/^[0-6]$/.test(day)) throw new RangeError(`weekday must be 0-6: ${day}`);
    for (const [from, to] of ranges ?? []) {
      if (minutesOf(from) >= minutesOf(to)) throw new RangeError(`empty range ${from}-${to}`);
    }
  }
  return hours;
}

// No 0/O, 1/I/L: easy to read out at a store counter or type at the kiosk.
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** An appointment code such as CT-7K3M9Q (about 887 million codes). */
export function appointmentCode(random: (size: number) => Uint8Array): string {
  const bytes = random(6);
  let code = "";
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length] ?? "2";
  return `CT-${code}`;
}

/** What a visitor typed, as codes are stored: upper case, no spaces, "CT7K3M9Q" gets its dash. */
export function normalizeCode(value: string): string {
  const compact = value.replace(/[\s-]+/g, "").toUpperCase();
  return compact.startsWith("CT") && compact.length === 8 ? `CT-${compact.slice(2)}` : value.trim().toUpperCase();
}
