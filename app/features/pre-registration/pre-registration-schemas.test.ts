import { describe, expect, it } from "vitest";
import { documentInputProps, sanitizeDocumentNumber } from "#app/utils/identity-documents.ts";
import {
  DocumentSearchSchema,
  issuesByPath,
  MESSAGES,
  PassengerSchema,
  PreRegistrationFormSchema,
  type PassengerInput,
} from "./pre-registration-schemas.ts";
import { sampleForm, samplePassenger } from "#tests/support/pre-registration-data.ts";

const passengerErrors = (overrides: Partial<PassengerInput> | Record<string, unknown>) => {
  const result = PassengerSchema.safeParse({ ...samplePassenger(), ...overrides });
  return result.success ? {} : issuesByPath(result.error.issues);
};

describe("passenger rules (SPEC 3, 5.5)", () => {
  it("accepts a complete passenger", () => {
    expect(PassengerSchema.safeParse(samplePassenger()).success).toBe(true);
  });

  it.each([
    ["docType", "XX", MESSAGES.docType],
    ["docNumber", "", MESSAGES.docNumberRequired],
    ["firstName", "  ", MESSAGES.firstName],
    ["lastName", "", MESSAGES.lastName],
    ["mLastName", "", MESSAGES.mLastName],
    ["birthDate", "", MESSAGES.birthDateRequired],
    ["email", "", MESSAGES.emailRequired],
    ["phone", "", MESSAGES.phoneRequired],
  ])("requires %s", (field, value, message) => {
    expect(passengerErrors({ [field]: value })[field]).toBe(message);
  });

  it("allows letters with accents, space, apostrophe, comma, hyphen and period in names", () => {
    expect(passengerErrors({ firstName: "María-José Ñ. d'Ávila, Jr" })).toEqual({});
    expect(passengerErrors({ lastName: "Quispe2" }).lastName).toBe(MESSAGES.nameCharacters);
    expect(passengerErrors({ mLastName: "Rojas@" }).mLastName).toBe(MESSAGES.nameCharacters);
    expect(passengerErrors({ firstName: "a".repeat(51) }).firstName).toBe(MESSAGES.nameTooLong);
  });

  it("checks the DNI as exactly 8 digits and CE/PAS as up to 12 letters or digits", () => {
    expect(passengerErrors({ docType: "DNI", docNumber: "1234567" }).docNumber).toBe(MESSAGES.dni);
    expect(passengerErrors({ docType: "DNI", docNumber: "123456789" }).docNumber).toBe(MESSAGES.dni);
    expect(passengerErrors({ docType: "DNI", docNumber: "1234567A" }).docNumber).toBe(MESSAGES.dni);
    expect(passengerErrors({ docType: "CE", docNumber: "001234567" })).toEqual({});
    expect(passengerErrors({ docType: "PAS", docNumber: "AB1234567XYZ" })).toEqual({});
    expect(passengerErrors({ docType: "PAS", docNumber: "AB1234567XYZ9" }).docNumber).toBe(MESSAGES.otherDocument);
    expect(passengerErrors({ docType: "CE", docNumber: "AB-12" }).docNumber).toBe(MESSAGES.otherDocument);
  });

  it("stores CE and passport numbers in capitals", () => {
    const result = PassengerSchema.parse(samplePassenger({ docType: "PAS", docNumber: "ab1234567" }));
    expect(result.docNumber).toBe("AB1234567");
  });

  it("wants the birth date as a real past DD/MM/YYYY date", () => {
    expect(passengerErrors({ birthDate: "1990-03-14" }).birthDate).toBe(MESSAGES.birthDateFormat);
    expect(passengerErrors({ birthDate: "14/3/1990" }).birthDate).toBe(MESSAGES.birthDateFormat);
    expect(passengerErrors({ birthDate: "31/02/1990" }).birthDate).toBe(MESSAGES.birthDateInvalid);
    expect(passengerErrors({ birthDate: "01/01/2999" }).birthDate).toBe(MESSAGES.birthDateInvalid);
  });

  it("checks the e-mail format and the phone's 15 characters", () => {
    expect(passengerErrors({ email: "lucia@" }).email).toBe(MESSAGES.emailFormat);
    expect(passengerErrors({ email: "lucia quispe@example.com" }).email).toBe(MESSAGES.emailFormat);
    expect(passengerErrors({ phone: "9".repeat(16) }).phone).toBe(MESSAGES.phoneTooLong);
    expect(passengerErrors({ phone: "9".repeat(15) })).toEqual({});
    expect(passengerErrors({ phone: "llámame" }).phone).toBe(MESSAGES.phoneFormat);
  });

  it("takes gender as optional", () => {
    expect(passengerErrors({ gender: "" })).toEqual({});
    expect(passengerErrors({ gender: undefined })).toEqual({});
    expect(passengerErrors({ gender: "9" }).gender).toBe(MESSAGES.gender);
  });

  it("rejects unknown keys", () => {
    expect(PassengerSchema.safeParse({ ...samplePassenger(), admin: true }).success).toBe(false);
  });
});

describe("the DNI / CE / PAS switch", () => {
  it("gives DNI a numeric 8-character input and CE/PAS a 12-character text input", () => {
    expect(documentInputProps("DNI")).toEqual({ inputMode: "numeric", maxLength: 8 });
    expect(documentInputProps("CE")).toEqual({ inputMode: "text", maxLength: 12 });
    expect(documentInputProps("PAS")).toEqual({ inputMode: "text", maxLength: 12 });
  });

  it("keeps only what the new type allows", () => {
    expect(sanitizeDocumentNumber("DNI", "45a87-1236 99")).toBe("45871236");
    expect(sanitizeDocumentNumber("PAS", "ab-123 456.7890xyz")).toBe("AB1234567890");
    expect(sanitizeDocumentNumber("DNI", "AB1234567")).toBe("1234567");
  });
});

describe("form rules", () => {
  const formErrors = (overrides: Record<string, unknown>) => {
    const result = PreRegistrationFormSchema.safeParse({ ...sampleForm(), ...overrides });
    return result.success ? {} : issuesByPath(result.error.issues);
  };

  it("accepts the sample form", () => {
    expect(formErrors({})).toEqual({});
  });

  it("shows every error of an empty form at once", () => {
    const empty = samplePassenger({
      docNumber: "",
      firstName: "",
      lastName: "",
      mLastName: "",
      birthDate: "",
      email: "",
      phone: "",
    });
    const errors = formErrors({ passengers: [empty], store: "", medium: "", privacyPolicy: false, dataPolicy: false });
    expect(errors).toEqual({
      "passengers.0.docNumber": MESSAGES.docNumberRequired,
      "passengers.0.firstName": MESSAGES.firstName,
      "passengers.0.lastName": MESSAGES.lastName,
      "passengers.0.mLastName": MESSAGES.mLastName,
      "passengers.0.birthDate": MESSAGES.birthDateRequired,
      "passengers.0.email": MESSAGES.emailRequired,
      "passengers.0.phone": MESSAGES.phoneRequired,
      store: MESSAGES.store,
      medium: MESSAGES.medium,
      privacyPolicy: "Debes aceptar las Políticas de Privacidad",
      dataPolicy: "Debes aceptar el tratamiento de tus datos personales.",
    });
  });

  it("accepts 1 to 20 passengers", () => {
    expect(formErrors({ passengers: [] }).passengers).toBe(MESSAGES.passengersMin);
    const many = Array.from({ length: 21 }, (_, index) => samplePassenger({ docNumber: String(40000000 + index) }));
    expect(formErrors({ passengers: many.slice(0, 20) })).toEqual({});
    expect(formErrors({ passengers: many }).passengers).toBe(MESSAGES.passengersMax);
  });

  it("refuses the same document twice", () => {
    const errors = formErrors({ passengers: [samplePassenger(), samplePassenger({ firstName: "Otra" })] });
    expect(errors).toEqual({ "passengers.1.docNumber": MESSAGES.duplicateDocument });
  });

  it("asks for the free text only when the medium is 'Otro'", () => {
    expect(formErrors({ medium: "6", otherMedium: " " }).otherMedium).toBe(MESSAGES.otherMedium);
    expect(formErrors({ medium: "6", otherMedium: "Me contó una amiga" })).toEqual({});
    expect(formErrors({ medium: "7" }).medium).toBe(MESSAGES.medium);
    const parsed = PreRegistrationFormSchema.parse(sampleForm({ medium: "3", otherMedium: "ignorado" }));
    expect(parsed.otherMedium).toBe("");
  });
});

describe("document search payload", () => {
  it("needs a valid type and number", () => {
    expect(DocumentSearchSchema.safeParse({ TipoDocumento: "DNI", NumDocumento: "45871236" }).success).toBe(true);
    expect(DocumentSearchSchema.safeParse({ TipoDocumento: "DNI", NumDocumento: "4587123" }).success).toBe(false);
    expect(DocumentSearchSchema.safeParse({ TipoDocumento: "PAS", NumDocumento: "AB1234567" }).success).toBe(true);
    expect(DocumentSearchSchema.safeParse({ TipoDocumento: "RUC", NumDocumento: "45871236" }).success).toBe(false);
    expect(DocumentSearchSchema.safeParse({ TipoDocumento: "DNI", NumDocumento: "45871236", x: 1 }).success).toBe(
      false,
    );
  });
});
