import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { NewsletterContactSchema, NewsletterSignupSchema } from "./newsletter-schemas.ts";

const valid = {
  name: "Rosa",
  lastname: "Quispe Mamani",
  email: "rosa.quispe@correo.pe",
  privacyPolicy: true,
  dataPolicy: true,
  source: "API_WEB",
};

function errorsOf(input: Record<string, unknown>) {
  const result = NewsletterContactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("newsletter form rules (SPEC 5.4, verbatim messages)", () => {
  it("accepts a complete subscription", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("requires name, last name and e-mail", () => {
    expect(errorsOf({ ...valid, name: "", lastname: "", email: "" })).toEqual({
      name: "Nombre es obligatorio",
      lastname: "Apellidos es obligatorio",
      email: "Correo es obligatorio",
    });
    expect(errorsOf({ privacyPolicy: true, dataPolicy: true, source: "API_WEB" })).toEqual({
      name: "Nombre es obligatorio",
      lastname: "Apellidos es obligatorio",
      email: "Correo es obligatorio",
    });
  });

  it("refuses blank values and a leading space", () => {
    expect(errorsOf({ ...valid, name: "   ", lastname: " Quispe" })).toEqual({
      name: "Nombre no válido",
      lastname: "Apellidos no válido",
    });
  });

  it("limits every text to 50 characters", () => {
    const long = "a".repeat(51);
    expect(errorsOf({ ...valid, name: long, lastname: long })).toEqual({
      name: "Debe tener max. 50 caracteres",
      lastname: "Debe tener max. 50 caracteres",
    });
    expect(errorsOf({ ...valid, email: `${"a".repeat(40)}@correo.pe.x` })).toEqual({
      email: "Debe tener max. 50 caracteres",
    });
    expect(errorsOf({ ...valid, name: "a".repeat(50) })).toEqual({});
  });

  it("checks the e-mail format", () => {
    for (const email of ["rosa", "rosa@", "rosa@correo", "rosa correo@pe.pe"]) {
      expect(errorsOf({ ...valid, email }), email).toEqual({ email: "Correo no válido" });
    }
  });

  it("requires both consents", () => {
    expect(errorsOf({ ...valid, privacyPolicy: false, dataPolicy: false })).toEqual({
      privacyPolicy: "Debes aceptar la Política de Privacidad",
      dataPolicy: "Debes autorizar el envío de publicidad",
    });
  });

  it("rejects unknown fields and another source", () => {
    expect(NewsletterContactSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(NewsletterContactSchema.safeParse({ ...valid, source: "APP" }).success).toBe(false);
  });
});

describe("the /suscribirse schema: the same contract extended (issue 17)", () => {
  const page = (extra: Record<string, unknown> = {}) => ({ ...valid, ...extra });
  const pageErrors = (input: Record<string, unknown>) => {
    const result = NewsletterSignupSchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("keeps every rule and message of SPEC 5.4", () => {
    expect(pageErrors(page({ name: "", lastname: " Q", email: "rosa@correo", privacyPolicy: false }))).toEqual({
      name: "Nombre es obligatorio",
      lastname: "Apellidos no válido",
      email: "Correo no válido",
      privacyPolicy: "Debes aceptar la Política de Privacidad",
    });
    expect(NewsletterSignupSchema.safeParse(page({ admin: true })).success).toBe(false);
  });

  it("takes the birth date and the document as optional", () => {
    const parsed = NewsletterSignupSchema.parse(page());
    expect(parsed).toMatchObject({ birthDate: "", docType: "", docNumber: "" });
    expect(pageErrors(page({ birthDate: "", docType: "", docNumber: "" }))).toEqual({});
    expect(pageErrors(page({ birthDate: "15/08/1990", docType: "DNI", docNumber: "45678912" }))).toEqual({});
    expect(pageErrors(page({ docType: "PAS", docNumber: "AB1234567" }))).toEqual({});
  });

  it("checks the birth date's format and that it is a real past day", () => {
    expect(pageErrors(page({ birthDate: "1990-08-15" }))).toEqual({ birthDate: "Usa el formato DD/MM/AAAA" });
    expect(pageErrors(page({ birthDate: "31/02/1990" }))).toEqual({
      birthDate: "Ingresa una fecha de nacimiento válida",
    });
    expect(pageErrors(page({ birthDate: "01/01/2999" }))).toEqual({
      birthDate: "Ingresa una fecha de nacimiento válida",
    });
  });

  it("applies the site's document rules, type and number together", () => {
    expect(pageErrors(page({ docType: "DNI", docNumber: "1234567" }))).toEqual({
      docNumber: "El DNI debe tener 8 dígitos",
    });
    expect(pageErrors(page({ docType: "CE", docNumber: "ABC-123" }))).toEqual({
      docNumber: "Ingresa hasta 12 letras o números",
    });
    expect(pageErrors(page({ docType: "PAS", docNumber: "A".repeat(13) }))).toEqual({
      docNumber: "Ingresa hasta 12 letras o números",
    });
    expect(pageErrors(page({ docType: "DNI", docNumber: "" }))).toEqual({
      docNumber: "Ingresa el número de documento",
    });
    expect(pageErrors(page({ docType: "", docNumber: "45678912" }))).toEqual({
      docType: "Selecciona el tipo de documento",
    });
    expect(pageErrors(page({ docType: "RUC", docNumber: "20123456789" }))).toEqual({
      docType: "Selecciona el tipo de documento",
    });
  });

  it("shows the document errors together with the other fields' errors (an invalid submit marks everything)", () => {
    expect(pageErrors(page({ name: "", docType: "DNI", docNumber: "12" }))).toEqual({
      name: "Nombre es obligatorio",
      docNumber: "El DNI debe tener 8 dígitos",
    });
  });

  it("refuses line breaks and markup in names (they reached the e-mail's text part), keeps real names", () => {
    for (const name of [
      "Rosa\r\nBcc: x@evil.example",
      "Rosa\nQuispe",
      "<b>Rosa</b>",
      "Rosa<script>",
      "Ro\tsa",
      "1234",
    ]) {
      expect(errorsOf({ ...valid, name, lastname: name }), JSON.stringify(name)).toEqual({
        name: "Nombre no válido",
        lastname: "Apellidos no válido",
      });
    }
    for (const name of ["María José", "Ñahui", "O'Neill", "Jean-Luc", "Ma. Elena"]) {
      expect(errorsOf({ ...valid, name }), name).toEqual({});
    }
  });
});
