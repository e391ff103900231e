import * as z from "zod/mini";
import { STAFF_ROLES } from "./staff-roles.ts";

// The back office's form contracts: the same schema checks the form in the browser and in the route action.

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 128;

export const STAFF_MESSAGES = {
  email: "Ingresa un correo electrónico válido",
  password: "Ingresa tu contraseña",
  code: "Ingresa el código de 6 dígitos de tu aplicación o un código de recuperación",
  newPassword: `La contraseña debe tener de ${String(PASSWORD_MIN)} a ${String(PASSWORD_MAX)} caracteres`,
  repeat: "Las contraseñas no coinciden",
  name: "Ingresa el nombre (de 2 a 80 caracteres)",
  roles: "Elige al menos un rol",
  // One answer for a wrong password, an unknown e-mail and a locked account: it names the lockout without telling which.
  signIn: "Correo o contraseña incorrectos. Tras 5 intentos fallidos seguidos, el acceso se bloquea 15 minutos.",
} as const;

const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, STAFF_MESSAGES.email)),
  z.email(STAFF_MESSAGES.email),
);

export const StaffSignInSchema = z.strictObject({
  email,
  password: z
    .string()
    .check(z.minLength(1, STAFF_MESSAGES.password), z.maxLength(PASSWORD_MAX, STAFF_MESSAGES.password)),
});
export type StaffSignIn = z.infer<typeof StaffSignInSchema>;

/** A TOTP code (6 digits) or a recovery code (XXXXX-XXXXX); spaces the app shows are ignored. */
export const StaffCodeSchema = z.strictObject({
  code: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.replace(/\s/g, "").toUpperCase()),
    ),
    z.string().check(z.regex(/^(\d{6}|[A-Z2-7]{5}-?[A-Z2-7]{5})$/, STAFF_MESSAGES.code)),
  ),
});

export const StaffSetPasswordSchema = z
  .strictObject({
    password: z
      .string()
      .check(
        z.minLength(PASSWORD_MIN, STAFF_MESSAGES.newPassword),
        z.maxLength(PASSWORD_MAX, STAFF_MESSAGES.newPassword),
      ),
    repeatPassword: z.string().check(z.maxLength(PASSWORD_MAX, STAFF_MESSAGES.repeat)),
  })
  .check(
    z.refine((value) => value.password === value.repeatPassword, {
      path: ["repeatPassword"],
      message: STAFF_MESSAGES.repeat,
    }),
  );

export const StaffRolesSchema = z
  .array(z.enum(STAFF_ROLES, { error: "Rol desconocido: usa asesor, atencion, contenido, inventario o administrador" }))
  .check(z.minLength(1, STAFF_MESSAGES.roles), z.maxLength(STAFF_ROLES.length));

export const StaffInviteSchema = z.strictObject({
  email,
  name: z.string().check(z.trim(), z.minLength(2, STAFF_MESSAGES.name), z.maxLength(80, STAFF_MESSAGES.name)),
  roles: StaffRolesSchema,
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;
