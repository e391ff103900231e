import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./complaint-csv.ts";

describe("the complaints CSV", () => {
  it("starts with a BOM, quotes every field, doubles quotes and keeps accents and line breaks", () => {
    const csv = toCsv(["Nombre", "Detalle"], [["Rosa Huamán", 'Dijo "no"\nluego sí']]);
    expect(csv).toBe('\uFEFF"Nombre","Detalle"\r\n"Rosa Huamán","Dijo ""no""\nluego sí"\r\n');
  });

  it.each(['=HYPERLINK("x")', "+51 999", "-2+3", "@SUM(A1)", "\tx"])("neutralises a formula: %s", (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true);
  });

  it("leaves other text, numbers and empty cells as they are", () => {
    expect(csvCell("Paquete Cusco")).toBe('"Paquete Cusco"');
    expect(csvCell(350.5)).toBe('"350.5"');
    expect(csvCell(null)).toBe('""');
  });
});
