import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { passengersFormValues } from "./booking-form-values.ts";
import { COMPROBANTE_MESSAGES } from "#app/features/orders/order-checkout-contract.ts";
import { ageOn, BOOKING_MESSAGES, makePassengersSchema } from "./booking-schemas.ts";

const context = { counts: { ADT: 1, CHD: 1, INF: 1 }, lastFlightDate: "2026-12-17", today: "2026-11-26" };
const schema = makePassengersSchema(context);

function form(overrides: Record<string, string | null> = {}): FormData {
  const values: Record<string, string> = {
    "passengers.0.type": "ADT",
    "passengers.0.documentType": "DNI",
    "passengers.0.documentNumber": "45678912",
    "passengers.0.firstName": "María José",
    "passengers.0.lastName": "O'Higgins-Quispe",
    "passengers.0.birthDate": "1990-05-04",
    "passengers.0.nationality": "PE",
    "passengers.0.gender": "F",
    "passengers.1.type": "CHD",
    "passengers.1.documentType": "PASAPORTE",
    "passengers.1.documentNumber": "ab12345",
    "passengers.1.firstName": "Ñahui",
    "passengers.1.lastName": "Quispe",
    "passengers.1.birthDate": "2016-01-10",
    "passengers.1.nationality": "AR",
    "passengers.1.gender": "M",
    "passengers.2.type": "INF",
    "passengers.2.documentType": "CE",
    "passengers.2.documentNumber": "0012345",
    "passengers.2.firstName": "Inés",
    "passengers.2.lastName": "Quispe",
    "passengers.2.birthDate": "2025-06-01",
    "passengers.2.nationality": "PE",
    "passengers.2.gender": "F",
    "contact.firstName": "María José",
    "contact.lastName": "Quispe",
    "contact.phoneCountryCode": "+51",
    "contact.phoneNumber": "987 654 321",
    "contact.email": "Maria@Ejemplo.pe",
    "contact.emailConfirmation": "maria@ejemplo.pe",
    dataProcessing: "on",
    idempotencyKey: "0f8fad5b-d9cb-469f-a165-70867728950e",
  };
  for (const [key, value] of Object.entries(overrides)) {
    values[key] = value ?? "\u0000omit";
  }
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== "\u0000omit") data.set(key, value);
  return data;
}

const errorsOf = (data: FormData) => {
  const parsed = schema.safeParse(passengersFormValues(data));
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("passengers schema", () => {
  it("produces the contract's inputs from a valid form", () => {
    const parsed = schema.parse(passengersFormValues(form()));
    expect(parsed.passengers).toHaveLength(3);
    expect(parsed.passengers[1]).toMatchObject({ type: "CHD", documentNumber: "AB12345", nationality: "AR" });
    expect(parsed.contact).toEqual({
      firstName: "María José",
      lastName: "Quispe",
      phoneCountryCode: "51",
      phoneNumber: "987654321",
      email: "maria@ejemplo.pe",
    });
    expect(parsed.invoice).toBeNull();
    expect(parsed.consents).toEqual({ dataProcessing: true, marketing: false });
    expect(parsed.replaceBookingCode).toBeNull();
  });

  it("checks each birth date against the type on the last flight's date", () => {
    expect(ageOn("2014-12-17", "2026-12-17")).toBe(12);
    expect(ageOn("2014-12-18", "2026-12-17")).toBe(11);
    // 12 on the last flight's date, though 11 today: an adult.
    expect(errorsOf(form({ "passengers.0.birthDate": "2014-12-17" }))).toEqual({});
    expect(errorsOf(form({ "passengers.0.birthDate": "2014-12-18" }))["passengers.0.birthDate"]).toBe(
      BOOKING_MESSAGES.adultAge,
    );
    expect(errorsOf(form({ "passengers.1.birthDate": "2024-12-18" }))["passengers.1.birthDate"]).toBe(
      BOOKING_MESSAGES.childAge,
    );
    expect(errorsOf(form({ "passengers.1.birthDate": "2014-12-17" }))["passengers.1.birthDate"]).toBe(
      BOOKING_MESSAGES.childAge,
    );
    // Under 2 today but 2 on the return flight: no longer an infant.
    expect(errorsOf(form({ "passengers.2.birthDate": "2024-12-10" }))["passengers.2.birthDate"]).toBe(
      BOOKING_MESSAGES.infantAge,
    );
    expect(errorsOf(form({ "passengers.2.birthDate": "2026-12-01" }))["passengers.2.birthDate"]).toBe(
      BOOKING_MESSAGES.birthDate,
    );
    expect(errorsOf(form({ "passengers.0.birthDate": "1990-02-30" }))["passengers.0.birthDate"]).toBe(
      BOOKING_MESSAGES.birthDate,
    );
  });

  it("checks documents by type", () => {
    expect(errorsOf(form({ "passengers.0.documentNumber": "1234567" }))["passengers.0.documentNumber"]).toBe(
      BOOKING_MESSAGES.dni,
    );
    expect(errorsOf(form({ "passengers.0.documentNumber": "1234567A" }))["passengers.0.documentNumber"]).toBe(
      BOOKING_MESSAGES.dni,
    );
    expect(errorsOf(form({ "passengers.1.documentNumber": "AB12" }))["passengers.1.documentNumber"]).toBe(
      BOOKING_MESSAGES.otherDocument,
    );
    expect(errorsOf(form({ "passengers.1.documentNumber": "AB-12345" }))["passengers.1.documentNumber"]).toBe(
      BOOKING_MESSAGES.otherDocument,
    );
    expect(errorsOf(form({ "passengers.1.documentNumber": "ABCDEF123456" }))).toEqual({});
    expect(errorsOf(form({ "passengers.0.documentType": "RUC" }))["passengers.0.documentType"]).toBe(
      BOOKING_MESSAGES.documentType,
    );
  });

  it("accepts letters, accents, apostrophes and hyphens in names, up to 50", () => {
    expect(errorsOf(form({ "passengers.0.firstName": "Ana3" }))["passengers.0.firstName"]).toBe(
      BOOKING_MESSAGES.nameCharacters,
    );
    expect(errorsOf(form({ "passengers.0.lastName": "Pérez." }))["passengers.0.lastName"]).toBe(
      BOOKING_MESSAGES.nameCharacters,
    );
    expect(errorsOf(form({ "passengers.0.firstName": "A".repeat(51) }))["passengers.0.firstName"]).toBe(
      BOOKING_MESSAGES.nameTooLong,
    );
    expect(errorsOf(form({ "passengers.0.firstName": "" }))["passengers.0.firstName"]).toBe(BOOKING_MESSAGES.firstName);
    expect(errorsOf(form({ "passengers.0.nationality": "XX" }))["passengers.0.nationality"]).toBe(
      BOOKING_MESSAGES.nationality,
    );
  });

  it("wants the e-mail twice and the data-processing consent", () => {
    const errors = errorsOf(form({ "contact.emailConfirmation": "otra@ejemplo.pe", dataProcessing: null }));
    expect(errors["contact.emailConfirmation"]).toBe(BOOKING_MESSAGES.emailMismatch);
    expect(errors.dataProcessing).toBe(BOOKING_MESSAGES.consent);
    expect(errorsOf(form({ "contact.email": "maria@", "contact.emailConfirmation": "maria@" }))["contact.email"]).toBe(
      BOOKING_MESSAGES.email,
    );
  });

  it("checks the factura's RUC check digit only when a factura is asked for", () => {
    const invoice = {
      wantsInvoice: "on",
      "invoice.businessName": "Viajes Andinos S.A.C.",
      "invoice.fiscalAddress": "Av. Arequipa 123, Lima",
    };
    expect(errorsOf(form({ ...invoice, "invoice.ruc": "20100070971" }))["invoice.ruc"]).toBe(
      COMPROBANTE_MESSAGES.rucInvalid,
    );
    const parsed = schema.parse(passengersFormValues(form({ ...invoice, "invoice.ruc": "20100070970" })));
    expect(parsed.invoice).toEqual({
      ruc: "20100070970",
      businessName: "Viajes Andinos S.A.C.",
      fiscalAddress: "Av. Arequipa 123, Lima",
    });
    expect(errorsOf(form({ "invoice.ruc": "123" }))).toEqual({});
  });

  it("refuses another number of travellers than the search's, and reads a replacement choice", () => {
    expect(schema.safeParse(passengersFormValues(form({ "passengers.2.type": null }))).success).toBe(false);
    const parsed = schema.parse(passengersFormValues(form({ replaceBookingCode: "K7M2QX", marketing: "on" })));
    expect(parsed.replaceBookingCode).toBe("K7M2QX");
    expect(parsed.consents.marketing).toBe(true);
  });
});
