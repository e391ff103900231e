/** Account rules the services need; built from the environment by server/accounts-config.ts. */
export type AccountsConfig = {
  siteUrl: string;
  passwordPolicy: PasswordPolicy;
  /** scrypt cost: N = 2^logN, r = 8, p = 1. */
  hashCost: number;
  session: SessionPolicy;
  google: GoogleConfig | null;
  /** Failed sign-ins from one IP before the progressive delay (brute-force.server.ts); per account it is always 5. */
  ipFreeFailures: number;
};

export type PasswordPolicy = { minLength: number; maxLength: number };

export type SessionPolicy = {
  idleMs: number;
  absoluteMs: number;
  /** Secure + `__Host-` cookie (everywhere but development, which may run on plain http). */
  secureCookie: boolean;
};

export type GoogleConfig = { clientId: string; clientSecret: string | null; issuer: string };

/** The specification's rule (SPEC 5.3): 6 to 10 characters. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 6, maxLength: 10 };
