// zod/mini, like the shell: the full zod build in any client chunk puts every string format of zod's core into
// the chunk every page loads (issue 13). Same rules and messages on both sides.
import * as z from "zod/mini";
import { isValidRuc } from "#app/utils/ruc.ts";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from "./accounts-config.ts";

/** The specification's messages (SPEC 5.1-5.3), verbatim. */
export const AUTH_MESSAGES = {
  email: "Ingresa tu email",
  emailMin: "Un email válido tiene 6 caracteres como mínimo.",
  emailFormat: "El valor ingresado no tiene formato de email.",
  password: "Ingresa tu contraseña",
  newPasswordEmpty: "Ingresa una contraseña",
  repeatPassword: "Ingresa la misma contraseña",
  firstName: "Ingresa tu(s) nombre(s)",
  fatherLastname: "Ingresa tu primer apellido",
  motherLastname: "Ingresa tu segundo apellido",
  ruc: "Ingresa el número de RUC",
  rucLength: "Un RUC válido tiene 11 dígitos.",
  rucInvalid: "Ingresa un número de RUC válido.",
  businessName: "Ingresa la razón social",
} as const;

export function passwordRuleMessage(policy: PasswordPolicy): string {
  return `Debe contener ${policy.minLength} caracteres como mínimo, ${policy.maxLength} caracteres como máximo, mínimo una letra y mínimo un número.`;
}

export { EMAIL_PATTERN };
/** Letters of any language (accents, ñ) in words separated by single spaces (SPEC 5.3: "letters only"). */
const NAME_PATTERN = /^\p{L}+( \p{L}+)*$/u;
/** Business names are letters too, plus the punctuation of company types ("S.A.C.", "&"). */
const BUSINESS_NAME_PATTERN = /^\p{L}[\p{L} .,&'-]*$/u;
const MAX_EMAIL = 254;

/** Lower-cased, trimmed e-mail: the one form stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const loginEmail = z
  .string()
  .check(z.trim(), z.maxLength(MAX_EMAIL, AUTH_MESSAGES.email), z.regex(EMAIL_PATTERN, AUTH_MESSAGES.email));

/** E-mail with the sign-up / recovery rules (SPEC 5.2): required, at least 6 characters, e-mail format. */
export const accountEmail = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, AUTH_MESSAGES.email),
    z.minLength(6, AUTH_MESSAGES.emailMin),
    z.maxLength(MAX_EMAIL, AUTH_MESSAGES.emailFormat),
    z.regex(EMAIL_PATTERN, AUTH_MESSAGES.emailFormat),
  );

export function personName(message: string, min: number) {
  return z
    .string()
    .check(z.trim(), z.minLength(min, message), z.maxLength(50, message), z.regex(NAME_PATTERN, message));
}

/** A new password: the configured length (6 to 10 by default) with at least one letter and one number. */
export function newPassword(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  const rule = passwordRuleMessage(policy);
  return z
    .string()
    .check(
      z.minLength(1, AUTH_MESSAGES.newPasswordEmpty),
      z.minLength(policy.minLength, rule),
      z.maxLength(policy.maxLength, rule),
      z.regex(/\p{L}/u, rule),
      z.regex(/\d/, rule),
    );
}

/** SPEC 3 login payload: username, password, isPerson (SPEC 5.1 messages). */
export const LoginSchema = z.strictObject({
  username: loginEmail,
  password: z.string().check(z.minLength(1, AUTH_MESSAGES.password), z.maxLength(128, AUTH_MESSAGES.password)),
  isPerson: z.boolean(),
});
export type Login = z.infer<typeof LoginSchema>;

function signUpObject(policy: PasswordPolicy) {
  return z.strictObject({
    Firstname: personName(AUTH_MESSAGES.firstName, 3),
    FatherLastname: personName(AUTH_MESSAGES.fatherLastname, 2),
    MotherLastname: personName(AUTH_MESSAGES.motherLastname, 2),
    Email: accountEmail,
    Password: newPassword(policy),
    IsPerson: z.boolean(),
    Ruc: z._default(z.string().check(z.trim(), z.maxLength(11, AUTH_MESSAGES.rucLength)), ""),
    BusinessName: z._default(z.string().check(z.trim(), z.maxLength(100, AUTH_MESSAGES.businessName)), ""),
  });
}

/** Empresa adds the RUC (11 digits, valid check digit) and the business name. */
function checkBusiness(
  value: { IsPerson: boolean; Ruc: string; BusinessName: string },
  context: z.core.$RefinementCtx,
): void {
  if (value.IsPerson) return;
  const rucMessage = !value.Ruc
    ? AUTH_MESSAGES.ruc
    : !/^\d{11}$/.test(value.Ruc)
      ? AUTH_MESSAGES.rucLength
      : isValidRuc(value.Ruc)
        ? null
        : AUTH_MESSAGES.rucInvalid;
  if (rucMessage) context.addIssue({ code: "custom", path: ["Ruc"], message: rucMessage });
  if (value.BusinessName.length < 3 || !BUSINESS_NAME_PATTERN.test(value.BusinessName)) {
    context.addIssue({ code: "custom", path: ["BusinessName"], message: AUTH_MESSAGES.businessName });
  }
}

/** SPEC 3 registration payload, with the SPEC 5.3 rules; Ruc and BusinessName only for Empresa. */
export function makeSignUpSchema(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  return signUpObject(policy).check(z.superRefine(checkBusiness));
}
export const SignUpSchema = makeSignUpSchema();
export type SignUp = z.infer<typeof SignUpSchema>;

/** The sign-up form: the payload plus the repeated password, which never leaves the browser. */
export function makeSignUpFormSchema(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  return z.extend(signUpObject(policy), { RepeatPassword: z.string().check(z.maxLength(128)) }).check(
    z.superRefine((value, context) => {
      checkBusiness(value, context);
      if (value.RepeatPassword !== value.Password) {
        context.addIssue({ code: "custom", path: ["RepeatPassword"], message: AUTH_MESSAGES.repeatPassword });
      }
    }),
  );
}

/** SPEC 5.2: the recovery request. */
export const ForgotPasswordSchema = z.strictObject({ email: accountEmail });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** Same shape for asking for a new confirmation e-mail. */
export const ResendConfirmationSchema = ForgotPasswordSchema;

/** Opaque e-mailed tokens: 43 base64url characters (256 bits). */
export const TokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "El enlace no es válido."));

export const ConfirmEmailSchema = z.strictObject({ token: TokenSchema });

/** The new password set from the e-mailed link: sign-up password rules, repeated. */
export function makeResetPasswordSchema(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  return z
    .strictObject({
      token: TokenSchema,
      password: newPassword(policy),
      repeatPassword: z.string().check(z.maxLength(128)),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.repeatPassword !== value.password) {
          context.addIssue({ code: "custom", path: ["repeatPassword"], message: AUTH_MESSAGES.repeatPassword });
        }
      }),
    );
}
export type ResetPassword = z.infer<ReturnType<typeof makeResetPasswordSchema>>;
