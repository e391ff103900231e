import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import {
  ContactDataSchema,
  DeleteAccountSchema,
  formatDateInput,
  makeChangePasswordSchema,
  parseDisplayDate,
  PreferencesSchema,
  TravellerSchema,
} from "./profile-schemas.ts";

function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const contact = {
  firstName: "José Luis",
  fatherLastname: "Pérez",
  motherLastname: "Ñaupari",
  documentType: "",
  documentNumber: "",
  birthDate: "",
  phone: "",
};

const traveller = {
  firstName: "Lucía",
  fatherLastname: "Ramos",
  motherLastname: "Tello",
  documentType: "DNI",
  documentNumber: "45871236",
  birthDate: "14/02/1990",
  gender: "F",
};

describe("contact data schema", () => {
  it("accepts names only, and stores the birth date as ISO", () => {
    expect(errorsOf(ContactDataSchema, contact)).toEqual({});
    const parsed = ContactDataSchema.parse({
      ...contact,
      documentType: "DNI",
      documentNumber: "40123456",
      birthDate: "05/11/1988",
    });
    expect(parsed.birthDate).toBe("1988-11-05");
  });

  it("uses the sign-up messages for names", () => {
    expect(
      errorsOf(ContactDataSchema, { ...contact, firstName: "Jo", fatherLastname: "P", motherLastname: "" }),
    ).toEqual({
      firstName: "Ingresa tu(s) nombre(s)",
      fatherLastname: "Ingresa tu primer apellido",
      motherLastname: "Ingresa tu segundo apellido",
    });
  });

  it.each([
    [{ documentType: "DNI", documentNumber: "" }, { documentNumber: "Ingresa tu número de documento" }],
    [{ documentType: "DNI", documentNumber: "1234567" }, { documentNumber: "El DNI tiene 8 dígitos." }],
    [{ documentType: "DNI", documentNumber: "1234567A" }, { documentNumber: "El DNI tiene 8 dígitos." }],
    [{ documentType: "PAS", documentNumber: "AB-123" }, { documentNumber: "Ingresa hasta 12 letras o números." }],
    [{ documentType: "CE", documentNumber: "1234567890123" }, { documentNumber: "Ingresa hasta 12 letras o números." }],
    [{ documentType: "", documentNumber: "123" }, { documentType: "Selecciona el tipo de documento" }],
    [{ documentType: "CE", documentNumber: "00123456789A" }, {}],
  ])("documents %j", (document, errors) => {
    expect(errorsOf(ContactDataSchema, { ...contact, ...document })).toEqual(errors);
  });

  it.each(["31/02/1990", "1990-02-14", "14/2/1990", "01/01/2999", "01/01/1800"])(
    "rejects the birth date %j",
    (birthDate) => {
      expect(errorsOf(ContactDataSchema, { ...contact, birthDate })).toEqual({
        birthDate: "Ingresa una fecha válida (DD/MM/AAAA).",
      });
    },
  );

  it("accepts phones up to 15 characters", () => {
    expect(errorsOf(ContactDataSchema, { ...contact, phone: "+51 987 654 321" })).toEqual({});
    expect(errorsOf(ContactDataSchema, { ...contact, phone: "+51 987 654 3210" })).toEqual({
      phone: "Ingresa un teléfono válido (hasta 15 caracteres).",
    });
    expect(errorsOf(ContactDataSchema, { ...contact, phone: "llámame" })).toEqual({
      phone: "Ingresa un teléfono válido (hasta 15 caracteres).",
    });
  });
});

describe("traveller schema", () => {
  it("requires every field", () => {
    expect(errorsOf(TravellerSchema, traveller)).toEqual({});
    expect(errorsOf(TravellerSchema, { ...traveller, documentType: "", birthDate: "", gender: "" })).toEqual({
      documentType: "Selecciona el tipo de documento",
      birthDate: "Ingresa una fecha válida (DD/MM/AAAA).",
      gender: "Selecciona el género",
    });
    expect(TravellerSchema.safeParse({ ...traveller, id: "x" }).success).toBe(false);
  });
});

describe("preferences, password change and deletion schemas", () => {
  it("accepts only the listed interests", () => {
    expect(errorsOf(PreferencesSchema, { travelInterests: ["playa", "nieve"], marketingConsent: false })).toEqual({});
    expect(errorsOf(PreferencesSchema, { travelInterests: ["casino"], marketingConsent: true })).toEqual({
      "travelInterests.0": "Elige intereses de la lista.",
    });
  });

  it("changes the password with the sign-up rules", () => {
    const schema = makeChangePasswordSchema();
    expect(errorsOf(schema, { currentPassword: "", newPassword: "abc", repeatPassword: "abd" })).toEqual({
      currentPassword: "Ingresa tu contraseña actual",
      newPassword:
        "Debe contener 6 caracteres como mínimo, 10 caracteres como máximo, mínimo una letra y mínimo un número.",
      repeatPassword: "Ingresa la misma contraseña",
    });
    expect(errorsOf(schema, { currentPassword: "x", newPassword: "cusco2026", repeatPassword: "cusco2026" })).toEqual(
      {},
    );
  });

  it("takes an optional password to delete the account", () => {
    expect(DeleteAccountSchema.parse({})).toEqual({ password: "" });
  });
});

describe("date helpers", () => {
  it("insert the slashes while typing and parse real dates only", () => {
    expect(formatDateInput("1")).toBe("1");
    expect(formatDateInput("140")).toBe("14/0");
    expect(formatDateInput("14021990")).toBe("14/02/1990");
    expect(formatDateInput("14/02/19901")).toBe("14/02/1990");
    expect(parseDisplayDate("29/02/2024")).toBe("2024-02-29");
    expect(parseDisplayDate("29/02/2023")).toBeNull();
  });
});
