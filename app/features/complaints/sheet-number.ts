// The sheet number of the complaints book: a 9-digit correlative that restarts each year, plus the year
// ('000000001-2026'). Shown as 'Hoja de reclamación Nº 000000001-2026'.

export const MAX_SHEET_NUMBER = 999_999_999;

export type SheetNumber = { year: number; number: number };

/** '000000001-2026' for number 1 of 2026. */
export function formatSheetNumber({ year, number }: SheetNumber): string {
  if (!Number.isInteger(number) || number < 1 || number > MAX_SHEET_NUMBER) throw new RangeError("sheet number");
  if (!Number.isInteger(year) || year < 2000 || year > 2999) throw new RangeError("sheet year");
  return `${String(number).padStart(9, "0")}-${String(year)}`;
}

/** The sheet's title, as printed on the header, the PDF and the e-mail. */
export function sheetTitle(sheet: SheetNumber): string {
  return `Hoja de reclamación Nº ${formatSheetNumber(sheet)}`;
}

const PATTERN = /^(?:n\s*[º°o.]?\s*)?(\d{1,9})\s*-\s*(\d{4})$/i;

/**
 * Reads a number as a consumer may type it: '000000001-2026', '1-2026', 'Nº 000000001-2026'. Null when it is not
 * a sheet number.
 */
export function parseSheetNumber(value: string): SheetNumber | null {
  const match = PATTERN.exec(value.trim());
  if (!match) return null;
  const number = Number(match[1]);
  const year = Number(match[2]);
  if (number < 1 || year < 2000 || year > 2999) return null;
  return { year, number };
}
