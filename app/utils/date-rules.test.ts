import { describe, expect, it } from "vitest";
import { AuditSearchSchema } from "#app/features/staff/audit-schemas.ts";
import {
  ComplaintExportSchema,
  ComplaintFiltersSchema,
} from "#app/features/staff/complaints/complaint-desk-schemas.ts";
import { PromoFormSchema } from "#app/features/staff/content/content-schemas.ts";
import { OrderFiltersSchema, RefundPaidSchema } from "#app/features/staff/orders/order-desk-schemas.ts";
import { ExchangeRateFormSchema } from "#app/features/staff/rates/exchange-rate-schemas.ts";
import { addDays, todayInLima } from "./dates.ts";
import { calendarDate, calendarDateTime, DATE_MESSAGES, isDateWithin } from "./date-rules.ts";

const IMPOSSIBLE = ["2026-02-30", "2026-13-01", "0000-00-00", "2026-00-10", "2026-04-31", "1e309", "NaN", "2026-2-3"];
const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the one date rule", () => {
  it("takes real calendar dates, leap days included, and refuses impossible ones with its message", () => {
    expect(calendarDate().safeParse("2028-02-29").success).toBe(true);
    for (const value of [...IMPOSSIBLE, "2027-02-29", "1899-12-31", "2101-01-01", "9999-12-31", ""]) {
      expect(messages(calendarDate().safeParse(value)), value).toEqual([DATE_MESSAGES.invalid]);
    }
  });

  it("applies a field's bounds with their own messages, read at each check", () => {
    const paid = calendarDate({ max: () => todayInLima(), maxMessage: "no futura" });
    expect(paid.safeParse(todayInLima()).success).toBe(true);
    expect(messages(paid.safeParse(addDays(todayInLima(), 1)))).toEqual(["no futura"]);
    expect(messages(paid.safeParse("2026-02-30"))).toEqual([DATE_MESSAGES.invalid]);
    expect(isDateWithin("2026-05-01", { min: "2026-05-02" })).toBe(false);
  });

  it("checks the calendar date of a date-time as a datetime-local input writes it", () => {
    expect(calendarDateTime().safeParse("2028-02-29T23:59").success).toBe(true);
    for (const value of ["2026-02-30T10:00", "2026-13-01T10:00", "0000-00-00T00:00", "2026-05-01T24:00", "2026-05-01"])
      expect(calendarDateTime().safeParse(value).success, value).toBe(false);
  });
});

describe("every back-office date field follows it", () => {
  it("the orders, complaints and audit filters refuse impossible dates and a reversed period", () => {
    for (const schema of [OrderFiltersSchema, ComplaintFiltersSchema, AuditSearchSchema]) {
      for (const value of IMPOSSIBLE) {
        expect(messages(schema.safeParse({ desde: value })), value).toEqual([DATE_MESSAGES.invalid]);
        expect(messages(schema.safeParse({ hasta: value })), value).toEqual([DATE_MESSAGES.invalid]);
      }
      expect(schema.safeParse({ desde: "", hasta: "" }).success).toBe(true);
      expect(schema.safeParse({ desde: "2026-03-01", hasta: "2026-03-01" }).success).toBe(true);
      expect(messages(schema.safeParse({ desde: "2026-03-02", hasta: "2026-03-01" }))).toEqual([DATE_MESSAGES.range]);
    }
  });

  it("the complaints export's period", () => {
    expect(ComplaintExportSchema.safeParse({ desde: "2026-01-01", hasta: "2026-01-31" }).success).toBe(true);
    expect(messages(ComplaintExportSchema.safeParse({ desde: "2026-02-30", hasta: "2026-03-01" }))).toEqual([
      DATE_MESSAGES.invalid,
    ]);
  });

  it("the exchange-rate form: a calendar date, not in the future", () => {
    const rate = (effectiveDate: string) => ExchangeRateFormSchema.safeParse({ effectiveDate, amount: "3,745" });
    expect(rate(todayInLima()).success).toBe(true);
    for (const value of IMPOSSIBLE) expect(messages(rate(value)), value).toEqual([DATE_MESSAGES.invalid]);
    expect(messages(rate(addDays(todayInLima(), 1)))).toEqual([
      "No se puede registrar el tipo de cambio de una fecha futura.",
    ]);
  });

  it("a refund's paid date: a calendar date, not after today in Lima", () => {
    const refund = (paidOn: string) =>
      RefundPaidSchema.safeParse({
        version: "v1",
        refundId: "0b9c2f4e-1111-4a4a-9c9c-000000000001",
        paidOn,
        reference: "TRF-1",
      });
    expect(refund(todayInLima()).success).toBe(true);
    expect(messages(refund("2099-12-31"))).toEqual(["La fecha de pago no puede ser posterior a hoy"]);
    expect(messages(refund("2026-02-30"))).toEqual([DATE_MESSAGES.invalid]);
  });

  it("the promo strip's window", () => {
    const promo = (startDate: string) =>
      PromoFormSchema.safeParse({
        advertisementContent: "Ofertas",
        startDate,
        endDate: "2026-12-31T10:00",
        active: "on",
        version: "",
      });
    expect(promo("2026-03-01T10:00").success).toBe(true);
    expect(messages(promo("2026-02-30T10:00"))).toEqual(["Indica fecha y hora"]);
  });
});
