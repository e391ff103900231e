import { eq, sql } from "drizzle-orm";
import type { Db } from "#db";
import { users } from "#server/db/schema/accounts.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import type { AccountsConfig } from "./accounts-config.ts";
import { accountEmails } from "./account-emails.server.ts";
import { consumeToken, inspectToken, revokeTokens, type TokenCheck } from "./account-tokens.server.ts";
import type { ResetPassword } from "./auth-schemas.ts";
import type { AuthResult } from "./auth-service.server.ts";
import { clearAccountFailures } from "./brute-force.server.ts";
import { hashPassword } from "./password-hash.server.ts";
import { deleteUserSessions } from "./session-service.server.ts";

export const RECOVERY_MESSAGES = {
  sent: "Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. El enlace vence en 1 hora.",
  changed: "Tu contraseña fue actualizada. Ya puedes iniciar sesión.",
  invalid: "El enlace para restablecer la contraseña no es válido. Solicita uno nuevo.",
  used: "Este enlace ya fue utilizado. Si necesitas cambiar tu contraseña otra vez, solicita un nuevo enlace.",
  expired: "El enlace para restablecer la contraseña venció (dura 1 hora). Solicita uno nuevo.",
} as const;

export function tokenProblem(check: TokenCheck): { message: string; reason: string } | null {
  if (check.status === "valid") return null;
  return { message: RECOVERY_MESSAGES[check.status], reason: check.status };
}

/** Whether a reset link can still be used (the page shows the form or the reason). */
export async function checkResetToken(db: Db, token: string) {
  const check = await inspectToken(db, token, "reset-password");
  return { valid: check.status === "valid", problem: tokenProblem(check) };
}

/**
 * Sets the new password from a reset link: single use, ends every session of the account, and tells the owner.
 * Following the link proves the inbox is theirs, so an unconfirmed e-mail becomes confirmed.
 */
export async function resetPassword(
  db: Db,
  input: ResetPassword,
  config: AccountsConfig,
): Promise<AuthResult & { reason?: string }> {
  // The token first: a made-up or used link costs no hash (issue 15). The transaction checks it again, so two
  // uses of one link cannot both succeed.
  const precheck = await inspectToken(db, input.token, "reset-password");
  if (precheck.status !== "valid") {
    return { isSuccess: false, message: RECOVERY_MESSAGES[precheck.status], reason: precheck.status };
  }
  const passwordHash = await hashPassword(input.password, config.hashCost);
  return db.transaction(async (tx) => {
    const check = await consumeToken(tx, input.token, "reset-password");
    if (check.status !== "valid") {
      return { isSuccess: false, message: RECOVERY_MESSAGES[check.status], reason: check.status };
    }
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: sql`now()`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, check.userId))
      .returning();
    if (!user) return { isSuccess: false, message: RECOVERY_MESSAGES.invalid, reason: "invalid" };
    await revokeTokens(tx, user.id, "reset-password");
    await deleteUserSessions(tx, user.id);
    await clearAccountFailures(tx, user.email);
    await enqueueEmail(tx, {
      dedupeKey: `password-changed:${user.id}:${Date.now()}`,
      template: "password-changed",
      to: user.email,
      ...accountEmails.passwordChanged(user.firstName, `${config.siteUrl}/?recuperar=1`),
      metadata: { userId: user.id },
    });
    return { isSuccess: true, message: RECOVERY_MESSAGES.changed };
  });
}
