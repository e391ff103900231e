import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import {
  ForgotPasswordSchema,
  LoginSchema,
  makeResetPasswordSchema,
  makeSignUpFormSchema,
  makeSignUpSchema,
  passwordRuleMessage,
} from "./auth-schemas.ts";

/** Field path → first message, the way the forms show them. */
function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const PASSWORD_RULE =
  "Debe contener 6 caracteres como mínimo, 10 caracteres como máximo, mínimo una letra y mínimo un número.";

const person = {
  Firstname: "María José",
  FatherLastname: "Quispe",
  MotherLastname: "Ñahui",
  Email: "maria.quispe@example.pe",
  Password: "viaje2025",
  IsPerson: true,
  Ruc: "",
  BusinessName: "",
};

describe("login schema (SPEC 5.1)", () => {
  it("requires a valid e-mail and a password", () => {
    expect(errorsOf(LoginSchema, { username: "", password: "", isPerson: true })).toEqual({
      username: "Ingresa tu email",
      password: "Ingresa tu contraseña",
    });
    expect(errorsOf(LoginSchema, { username: "ana@", password: "x", isPerson: true })).toEqual({
      username: "Ingresa tu email",
    });
    expect(LoginSchema.parse({ username: " ana@example.pe ", password: "x", isPerson: false }).username).toBe(
      "ana@example.pe",
    );
  });

  it("rejects unknown keys", () => {
    expect(LoginSchema.safeParse({ username: "ana@example.pe", password: "x", isPerson: true, admin: 1 }).success).toBe(
      false,
    );
  });
});

describe("forgot-password schema (SPEC 5.2)", () => {
  it.each([
    ["", "Ingresa tu email"],
    ["a@b.c", "Un email válido tiene 6 caracteres como mínimo."],
    ["ana.example.pe", "El valor ingresado no tiene formato de email."],
    ["ana@example", "El valor ingresado no tiene formato de email."],
  ])("%j → %s", (email, message) => {
    expect(errorsOf(ForgotPasswordSchema, { email })).toEqual({ email: message });
  });

  it("accepts a valid e-mail", () => {
    expect(errorsOf(ForgotPasswordSchema, { email: "ana@example.pe" })).toEqual({});
  });
});

describe("sign-up schema (SPEC 5.3)", () => {
  const schema = makeSignUpSchema();

  it("accepts a personal account with accented names", () => {
    expect(errorsOf(schema, person)).toEqual({});
  });

  it("gives every field its message when empty", () => {
    expect(
      errorsOf(makeSignUpFormSchema(), {
        ...person,
        Firstname: "",
        FatherLastname: "",
        MotherLastname: "",
        Email: "",
        Password: "",
        RepeatPassword: "x",
      }),
    ).toEqual({
      Firstname: "Ingresa tu(s) nombre(s)",
      FatherLastname: "Ingresa tu primer apellido",
      MotherLastname: "Ingresa tu segundo apellido",
      Email: "Ingresa tu email",
      Password: "Ingresa una contraseña",
      RepeatPassword: "Ingresa la misma contraseña",
    });
  });

  it("applies the minimum lengths and letters-only names", () => {
    expect(errorsOf(schema, { ...person, Firstname: "Al" })).toEqual({ Firstname: "Ingresa tu(s) nombre(s)" });
    expect(errorsOf(schema, { ...person, Firstname: "Ana3" })).toEqual({ Firstname: "Ingresa tu(s) nombre(s)" });
    expect(errorsOf(schema, { ...person, FatherLastname: "Q" })).toEqual({
      FatherLastname: "Ingresa tu primer apellido",
    });
    expect(errorsOf(schema, { ...person, MotherLastname: "N." })).toEqual({
      MotherLastname: "Ingresa tu segundo apellido",
    });
    expect(errorsOf(schema, { ...person, FatherLastname: "Li" })).toEqual({});
    expect(errorsOf(schema, { ...person, Email: "a@b.pe" })).toEqual({});
    expect(errorsOf(schema, { ...person, Email: "a@b.p" })).toEqual({
      Email: "Un email válido tiene 6 caracteres como mínimo.",
    });
  });

  it.each(["abc12", "abcdefghij1", "abcdefgh", "12345678"])("rejects the password %j", (Password) => {
    expect(errorsOf(schema, { ...person, Password })).toEqual({ Password: PASSWORD_RULE });
  });

  it.each(["abc123", "a1b2c3d4e5", "Ñandú2024"])("accepts the password %j", (Password) => {
    expect(errorsOf(schema, { ...person, Password })).toEqual({});
  });

  it("takes the password limits from configuration", () => {
    const strict = makeSignUpSchema({ minLength: 12, maxLength: 64 });
    const rule = passwordRuleMessage({ minLength: 12, maxLength: 64 });
    expect(rule).toBe(
      "Debe contener 12 caracteres como mínimo, 64 caracteres como máximo, mínimo una letra y mínimo un número.",
    );
    expect(errorsOf(strict, { ...person, Password: "viaje2025" })).toEqual({ Password: rule });
    expect(errorsOf(strict, { ...person, Password: "viaje-a-cusco-2025" })).toEqual({});
  });

  it("requires the repeated password to match", () => {
    const form = makeSignUpFormSchema();
    expect(errorsOf(form, { ...person, RepeatPassword: "viaje2026" })).toEqual({
      RepeatPassword: "Ingresa la misma contraseña",
    });
    expect(errorsOf(form, { ...person, RepeatPassword: "viaje2025" })).toEqual({});
  });

  describe("Empresa", () => {
    const business = { ...person, IsPerson: false, Ruc: "20512333797", BusinessName: "Andes Tours S.A.C." };

    it("accepts a valid RUC and business name", () => {
      expect(errorsOf(schema, business)).toEqual({});
      expect(errorsOf(schema, { ...business, Ruc: "10054148289" })).toEqual({});
      expect(errorsOf(schema, { ...business, Ruc: "20106785288" })).toEqual({});
    });

    it.each([
      ["", "Ingresa el número de RUC"],
      ["2051233379", "Un RUC válido tiene 11 dígitos."],
      ["2051233379A", "Un RUC válido tiene 11 dígitos."],
      ["20512333798", "Ingresa un número de RUC válido."],
      ["30512333797", "Ingresa un número de RUC válido."],
    ])("RUC %j → %s", (Ruc, message) => {
      expect(errorsOf(schema, { ...business, Ruc })).toEqual({ Ruc: message });
    });

    it("requires a business name of at least 3 letters", () => {
      expect(errorsOf(schema, { ...business, BusinessName: "" })).toEqual({ BusinessName: "Ingresa la razón social" });
      expect(errorsOf(schema, { ...business, BusinessName: "AB" })).toEqual({
        BusinessName: "Ingresa la razón social",
      });
      expect(errorsOf(schema, { ...business, BusinessName: "123 Viajes" })).toEqual({
        BusinessName: "Ingresa la razón social",
      });
    });

    it("reports the business fields together with the other fields", () => {
      expect(Object.keys(errorsOf(schema, { ...business, Firstname: "", Ruc: "" })).sort()).toEqual([
        "Firstname",
        "Ruc",
      ]);
    });
  });
});

describe("reset-password schema", () => {
  const token = "A".repeat(43);
  it("uses the sign-up password rules and a matching repeat", () => {
    const schema = makeResetPasswordSchema();
    expect(errorsOf(schema, { token, password: "abc", repeatPassword: "abc" })).toEqual({ password: PASSWORD_RULE });
    expect(errorsOf(schema, { token, password: "abc123", repeatPassword: "abc124" })).toEqual({
      repeatPassword: "Ingresa la misma contraseña",
    });
    expect(errorsOf(schema, { token: "short", password: "abc123", repeatPassword: "abc123" })).toEqual({
      token: "El enlace no es válido.",
    });
    expect(errorsOf(schema, { token, password: "abc123", repeatPassword: "abc123" })).toEqual({});
  });
});
