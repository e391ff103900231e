import * as z from "zod/mini";
import { calendarDateTime } from "#app/utils/date-rules.ts";
import { FLAG_KEYS } from "#app/features/flags/index.ts";

// Lima has no daylight saving time: a local date-time there is always UTC-5.
const LIMA_OFFSET = "-05:00";
const localDateTime = calendarDateTime("Indica fecha y hora");

/** A promo-strip text (SPEC 3 Advertisement) with its window in Lima time, and the version it was edited from. */
export const PromoFormSchema = z
  .strictObject({
    advertisementContent: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "Escribe el texto de la franja"),
        z.maxLength(300, "El texto admite hasta 300 caracteres"),
      ),
    startDate: localDateTime,
    endDate: localDateTime,
    active: z.pipe(
      z.enum(["on", ""]),
      z.transform((value: "on" | "") => value === "on"),
    ),
    version: z.string().check(z.maxLength(40)),
  })
  .check(
    z.refine((value) => value.endDate > value.startDate, {
      path: ["endDate"],
      message: "El fin debe ser posterior al inicio",
    }),
  );
export type PromoForm = z.infer<typeof PromoFormSchema>;

export function limaInstant(localValue: string): Date {
  return new Date(`${localValue}:00${LIMA_OFFSET}`);
}

/** The datetime-local value (Lima) of an instant. */
export function limaLocalValue(instant: Date): string {
  return new Date(instant.getTime() - 5 * 3_600_000).toISOString().slice(0, 16);
}

export const FLAG_SETTINGS = ["default", "on", "off"] as const;

export const FlagFormSchema = z.strictObject({
  key: z.enum(FLAG_KEYS),
  setting: z.enum(FLAG_SETTINGS, { error: "Elige una opción" }),
  version: z.string().check(z.maxLength(40)),
});
