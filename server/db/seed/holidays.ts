import type { Db } from "#server/db/client.ts";
import { nationalHolidays } from "#server/db/schema/complaints.ts";

/**
 * Peru's national holidays (feriados nacionales, Ley 31788 and Ley 31822 included: 7 Jun, 23 Jul, 6 Aug, 9 Dec),
 * which do not count as business days for the complaints book's answer deadline. Holy Thursday and Good Friday move
 * with Easter (5 Apr 2026, 28 Mar 2027). Add a year's rows before it starts; a complaint's deadline reads them.
 */
export const NATIONAL_HOLIDAYS: ReadonlyArray<{ day: string; name: string }> = [
  ...yearOf("2026", { holyThursday: "04-02", goodFriday: "04-03" }),
  ...yearOf("2027", { holyThursday: "03-25", goodFriday: "03-26" }),
];

function yearOf(year: string, easter: { holyThursday: string; goodFriday: string }) {
  return [
    ["01-01", "Año Nuevo"],
    [easter.holyThursday, "Jueves Santo"],
    [easter.goodFriday, "Viernes Santo"],
    ["05-01", "Día del Trabajo"],
    ["06-07", "Batalla de Arica y Día de la Bandera"],
    ["06-29", "San Pedro y San Pablo"],
    ["07-23", "Día de la Fuerza Aérea del Perú"],
    ["07-28", "Fiestas Patrias"],
    ["07-29", "Fiestas Patrias"],
    ["08-06", "Batalla de Junín"],
    ["08-30", "Santa Rosa de Lima"],
    ["10-08", "Combate de Angamos"],
    ["11-01", "Día de Todos los Santos"],
    ["12-08", "Inmaculada Concepción"],
    ["12-09", "Batalla de Ayacucho"],
    ["12-25", "Navidad"],
  ].map(([day, name]) => ({ day: `${year}-${day ?? ""}`, name: name ?? "" }));
}

/** Inserts the holiday calendar; existing days are left as they are (idempotent). */
export async function seedNationalHolidays(db: Db): Promise<void> {
  await db
    .insert(nationalHolidays)
    .values([...NATIONAL_HOLIDAYS])
    .onConflictDoNothing();
}
