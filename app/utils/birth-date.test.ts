import { describe, expect, it } from "vitest";
import {
  formatBirthDateInput,
  fromIsoDate,
  isValidPastBirthDate,
  toIsoDate,
  todayInLima,
} from "#app/utils/birth-date.ts";

/** Types `text` one key at a time, as the input's onChange would see it. */
function typeInto(text: string, start = ""): string {
  let value = start;
  for (const char of text) value = formatBirthDateInput(value, value + char);
  return value;
}

describe("birth date auto-format (SPEC 5.5)", () => {
  it("inserts the slashes while typing digits", () => {
    expect(typeInto("1")).toBe("1");
    expect(typeInto("14")).toBe("14/");
    expect(typeInto("140")).toBe("14/0");
    expect(typeInto("1403")).toBe("14/03/");
    expect(typeInto("14031990")).toBe("14/03/1990");
  });

  it("stops at 10 characters and ignores anything but digits", () => {
    expect(typeInto("140319901234")).toBe("14/03/1990");
    expect(typeInto("1a4-0x3")).toBe("14/03/");
    expect(typeInto("14/03/1990")).toBe("14/03/1990");
  });

  it("lets backspace remove an inserted slash", () => {
    expect(formatBirthDateInput("14/", "14")).toBe("14");
    expect(formatBirthDateInput("14/03/", "14/03")).toBe("14/03");
    expect(formatBirthDateInput("14/03", "14/0")).toBe("14/0");
  });

  it("formats a pasted date", () => {
    expect(formatBirthDateInput("", "14031990")).toBe("14/03/1990");
    expect(formatBirthDateInput("", "14.03.1990")).toBe("14/03/1990");
  });
});

describe("birth date validity", () => {
  it("converts between DD/MM/YYYY and ISO only for real days", () => {
    expect(toIsoDate("14/03/1990")).toBe("1990-03-14");
    expect(toIsoDate("29/02/2024")).toBe("2024-02-29");
    expect(toIsoDate("29/02/2023")).toBeNull();
    expect(toIsoDate("31/04/2000")).toBeNull();
    expect(toIsoDate("00/01/2000")).toBeNull();
    expect(toIsoDate("1/3/1990")).toBeNull();
    expect(fromIsoDate("1990-03-14")).toBe("14/03/1990");
  });

  it("accepts only past dates from 1900 on", () => {
    expect(isValidPastBirthDate("14/03/1990", "2026-11-22")).toBe(true);
    expect(isValidPastBirthDate("21/11/2026", "2026-11-22")).toBe(true);
    expect(isValidPastBirthDate("22/11/2026", "2026-11-22")).toBe(false);
    expect(isValidPastBirthDate("01/01/2030", "2026-11-22")).toBe(false);
    expect(isValidPastBirthDate("31/12/1899", "2026-11-22")).toBe(false);
    expect(isValidPastBirthDate("30/02/1990", "2026-11-22")).toBe(false);
  });

  it("takes today in Lima, not in UTC", () => {
    // 03:00 UTC on 22 Nov is still 21 Nov in Lima (UTC-5).
    expect(todayInLima(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-21");
    expect(todayInLima(new Date("2026-11-22T06:00:00Z"))).toBe("2026-11-22");
  });
});
