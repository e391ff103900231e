// CSV for spreadsheets: UTF-8 with a BOM (Excel then reads the accents right), every field quoted, quotes doubled,
// and a cell that starts with = + - @ (or a tab / carriage return) prefixed with an apostrophe, so that a
// consumer's text is never run as a formula (CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole file: BOM, header row, rows; CRLF line ends as RFC 4180 says. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
