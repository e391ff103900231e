import { createCipheriv, createDecipheriv, createHash, createHmac } from "node:crypto";

function keys(secret: string) {
  return {
    encryption: createHash("sha256").update(`enc:${secret}`).digest(),
    iv: createHash("sha256").update(`iv:${secret}`).digest(),
  };
}

/**
 * Encrypts an e-mail for the analytics data layer (SPEC 9: userID is the encrypted e-mail).
 * AES-256-GCM with a synthetic IV (HMAC of the e-mail): the same user always gets the same id,
 * and only the server, which holds the key, can read it back.
 */
export function encryptAnalyticsUserId(email: string, secret: string): string {
  const normalized = email.trim().toLowerCase();
  const { encryption, iv: ivKey } = keys(secret);
  const iv = createHmac("sha256", ivKey).update(normalized).digest().subarray(0, 12);
  const cipher = createCipheriv("aes-256-gcm", encryption, iv);
  const body = Buffer.concat([cipher.update(normalized, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

export function decryptAnalyticsUserId(token: string, secret: string): string {
  const raw = Buffer.from(token, "base64url");
  const { encryption } = keys(secret);
  const decipher = createDecipheriv("aes-256-gcm", encryption, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
}
