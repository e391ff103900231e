import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { processState } from "#app/platform/startup-config.ts";

/**
 * Password hashing with scrypt from node:crypto (no native addon): N = 2^cost, r = 8, p = 1, 32-byte key,
 * 16-byte salt. Stored as a PHC-style string `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` so the cost can be raised
 * later: verification reads the parameters from the string, and `needsRehash` tells login to upgrade it.
 */
export const PRODUCTION_HASH_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

// scrypt needs 128 * N * r bytes; two hashes at once bound the memory (2 × 128 MiB at cost 17) on a small server.
const MAX_CONCURRENT = 2;
// One count for the process: the host's API and the pages' SSR bundle each load this module.
const slots = processState("accounts.hash-slots", () => ({ active: 0, waiting: [] as Array<() => void> }));

/** How many key derivations have run since start (tests prove which requests cost a hash). */
export const hashingStats = { derivations: 0 };

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  hashingStats.derivations += 1;
  if (slots.active >= MAX_CONCURRENT) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  slots.active += 1;
  try {
    return await work();
  } finally {
    slots.active -= 1;
    slots.waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** cost;
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
  return withSlot(
    () =>
      new Promise((resolve, reject) => {
        // NFC: the same password typed on different keyboards (composed or decomposed accents) matches.
        scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return `$scrypt$ln=${cost},r=${R},p=${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

type Parsed = { cost: number; r: number; p: number; salt: Buffer; key: Buffer };

export function parseHash(stored: string): Parsed | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (!match) return null;
  const [, cost, r, p, salt, key] = match;
  return {
    cost: Number(cost),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? "", "base64url"),
    key: Buffer.from(key ?? "", "base64url"),
  };
}

/** Constant-time comparison of the derived key; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost < cost || parsed.r !== R || parsed.p !== P;
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of a random password at the given cost, verified against when the account does not exist, so a login
 * for an unknown e-mail takes as long as one for a known e-mail (no account enumeration by timing).
 */
export function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString("hex"), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}
