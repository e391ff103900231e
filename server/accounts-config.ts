import type { PublicAccountsConfig } from "#request-context";
import type { AccountsConfig } from "#app/features/accounts/accounts-config.ts";
import { EnvError, type Env } from "./env.ts";

/** Account rules from the environment; a maximum below the minimum password length stops the start. */
export function accountsConfigFrom(env: Env): AccountsConfig {
  if (env.PASSWORD_MAX_LENGTH < env.PASSWORD_MIN_LENGTH) {
    throw new EnvError("Configuración inválida: PASSWORD_MAX_LENGTH debe ser mayor o igual que PASSWORD_MIN_LENGTH");
  }
  return {
    siteUrl: env.SITE_URL.replace(/\/$/, ""),
    passwordPolicy: { minLength: env.PASSWORD_MIN_LENGTH, maxLength: env.PASSWORD_MAX_LENGTH },
    hashCost: env.PASSWORD_HASH_COST,
    session: {
      idleMs: env.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteMs: env.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
      secureCookie: env.NODE_ENV !== "development",
    },
    google: env.GOOGLE_CLIENT_ID
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET ?? null, issuer: env.GOOGLE_ISSUER }
      : null,
    ipFreeFailures: env.AUTH_IP_FREE_FAILURES,
  };
}

export function publicAccountsConfigFrom(env: Env): PublicAccountsConfig {
  return {
    passwordMinLength: env.PASSWORD_MIN_LENGTH,
    passwordMaxLength: env.PASSWORD_MAX_LENGTH,
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
  };
}
