import { describe, expect, it } from "vitest";
import { NATIONAL_HOLIDAYS } from "#server/db/seed/holidays.ts";
import { checkAttachments, MAX_ATTACHMENT_BYTES, sniffAttachmentType } from "./attachment-rules.ts";
import { addBusinessDays, answerDeadline } from "./business-days.ts";
import { documentNumberError } from "./complaint-documents.ts";
import { allowedSources, canTransition } from "./complaint-status.ts";
import { formatSheetNumber, parseSheetNumber, sheetTitle } from "./sheet-number.ts";

const holidays = new Set(NATIONAL_HOLIDAYS.map((holiday) => holiday.day));

describe("sheet numbers", () => {
  it("formats a 9-digit correlative with its year and parses it back", () => {
    expect(formatSheetNumber({ year: 2026, number: 1 })).toBe("000000001-2026");
    expect(sheetTitle({ year: 2027, number: 123456789 })).toBe("Hoja de reclamación Nº 123456789-2027");
    expect(parseSheetNumber("000000001-2026")).toEqual({ year: 2026, number: 1 });
    expect(parseSheetNumber(" Nº 000000042 - 2027 ")).toEqual({ year: 2027, number: 42 });
    expect(parseSheetNumber("42-2026")).toEqual({ year: 2026, number: 42 });
  });

  it("refuses what is not a sheet number", () => {
    for (const value of ["", "000000000-2026", "1234567890-2026", "1-26", "abc-2026", "1-1999", "1/2026"]) {
      expect(parseSheetNumber(value)).toBeNull();
    }
    expect(() => formatSheetNumber({ year: 2026, number: 0 })).toThrow(RangeError);
    expect(() => formatSheetNumber({ year: 2026, number: 1_000_000_000 })).toThrow(RangeError);
  });
});

describe("answer deadline: 15 business days from the day after filing", () => {
  it("skips weekends", () => {
    // Monday 2026-02-02: 15 business days end on Monday 2026-02-23.
    expect(addBusinessDays("2026-02-02", 15, holidays)).toBe("2026-02-23");
    // Filed on a Saturday: counting starts on Monday.
    expect(addBusinessDays("2026-02-07", 1, holidays)).toBe("2026-02-09");
  });

  it("skips the national holidays, Holy Week and the ones added by recent laws", () => {
    // Wed 2026-04-01: Thu 2 and Fri 3 April are Holy Thursday and Good Friday.
    expect(addBusinessDays("2026-04-01", 1, holidays)).toBe("2026-04-06");
    // Mon 2026-07-20: 23, 28 and 29 July and 6 August are holidays.
    expect(addBusinessDays("2026-07-20", 15, holidays)).toBe("2026-08-14");
    expect(addBusinessDays("2026-07-20", 15, new Set())).toBe("2026-08-10");
  });

  it("crosses New Year with 8, 9 and 25 December and 1 January off", () => {
    // Fri 2026-12-04 -> business days: 7,10,11,14,15,16,17,18,21,22,23,24,28,29,30 December.
    expect(addBusinessDays("2026-12-04", 15, holidays)).toBe("2026-12-30");
    // Mon 2026-12-14 -> 15-31 December without 25 are 12 days, then 4, 5 and 6 January 2027 (1 January is off).
    expect(addBusinessDays("2026-12-14", 15, holidays)).toBe("2027-01-06");
  });

  it("counts from the filing date in Lima, not in UTC", () => {
    // 2026-12-15 03:00 UTC is still 14 December in Lima.
    expect(answerDeadline(new Date("2026-12-15T03:00:00Z"), holidays)).toBe("2027-01-06");
  });
});

describe("document rules", () => {
  it("applies the DNI, CE, passport and RUC rules", () => {
    expect(documentNumberError("DNI", "45871236")).toBeNull();
    expect(documentNumberError("DNI", "4587123")).toBe("El DNI debe tener 8 dígitos");
    expect(documentNumberError("CE", "001234567")).toBeNull();
    expect(documentNumberError("PAS", "AB-123")).toBe("Ingresa hasta 12 letras o números");
    expect(documentNumberError("RUC", "20609876540")).toBeNull();
    expect(documentNumberError("RUC", "10456789013")).toBe(documentNumberError("RUC", "1045678901"));
    expect(documentNumberError("RUC", "30609876540")).toBe(
      "El RUC debe tener 11 dígitos y empezar con 10, 15, 17 o 20",
    );
    expect(documentNumberError("DNI", " ")).toBe("Ingresa el número de documento");
  });
});

describe("status transitions", () => {
  it("allows recibido -> en atención -> respondido only", () => {
    expect(canTransition("recibido", "en_atencion")).toBe(true);
    expect(canTransition("en_atencion", "respondido")).toBe(true);
    expect(canTransition("recibido", "respondido")).toBe(false);
    expect(canTransition("respondido", "en_atencion")).toBe(false);
    expect(allowedSources("respondido")).toEqual(["en_atencion"]);
    expect(allowedSources("recibido")).toEqual([]);
  });
});

describe("attachments", () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array<number>(16).fill(0)]);
  const pdf = new TextEncoder().encode("%PDF-1.7\n%…");
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
  const webp = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);

  it("detects the type by content, whatever the name says", () => {
    expect(sniffAttachmentType(pdf)).toBe("application/pdf");
    expect(sniffAttachmentType(png)).toBe("image/png");
    expect(sniffAttachmentType(jpeg)).toBe("image/jpeg");
    expect(sniffAttachmentType(webp)).toBe("image/webp");
    expect(sniffAttachmentType(new TextEncoder().encode("MZ executable"))).toBeNull();
    expect(sniffAttachmentType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20))).toBeNull();
    const { attachments, issues } = checkAttachments([{ name: "foto.pdf", bytes: png }]);
    expect(issues).toEqual([]);
    expect(attachments[0]?.contentType).toBe("image/png");
  });

  it("refuses more than 3 files, files over 5 MB, empty files and other types", () => {
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(pdf);
    const { issues } = checkAttachments([
      { name: "a.pdf", bytes: big },
      { name: "b.exe", bytes: new TextEncoder().encode("MZ") },
      { name: "c.png", bytes: new Uint8Array() },
      { name: "d.png", bytes: png },
    ]);
    expect(issues).toEqual([
      { path: "attachments", message: "Puedes adjuntar hasta 3 archivos" },
      { path: "attachments.0", message: "Cada archivo debe pesar como máximo 5 MB" },
      { path: "attachments.1", message: "Solo se aceptan archivos PDF, JPG, PNG o WebP" },
      { path: "attachments.2", message: "El archivo está vacío" },
    ]);
  });
});
