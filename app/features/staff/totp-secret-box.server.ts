import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { staffConfig } from "./staff-config.server.ts";

// Staff TOTP secrets are kept encrypted (AES-256-GCM) under a key derived from the session secret (server/app.ts):
// a copy of the database alone does not give anyone a staff member's second factor. Stored as
// "v1.<iv>.<tag>.<ciphertext>" (base64url); a value without the prefix is a secret stored before this change and is
// read as it is until the member enrols again.

const PREFIX = "v1.";

function key(): Buffer {
  const found = staffConfig().totpKey;
  if (!found || found.length !== 32) throw new Error("staff TOTP key not configured (configureStaff)");
  return found;
}

export function sealTotpSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `${PREFIX}${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${sealed.toString("base64url")}`;
}

/** The secret of a stored value; null when it cannot be opened (another key, tampered): the code check then fails. */
export function openTotpSecret(stored: string): string | null {
  if (!stored.startsWith(PREFIX)) return stored;
  const [iv, tag, sealed] = stored.slice(PREFIX.length).split(".");
  if (!iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
