import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../utils/form-errors.ts";
import { NewsletterContactSchema } from "./newsletter-schemas.ts";

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
