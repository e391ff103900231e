import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode, totpStep } from "./totp.server.ts";

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from("12345678901234567890", "ascii");
const RFC_VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(RFC_VECTORS)("gives the RFC's SHA-1 code at %i s", (seconds, expected) => {
    expect(hotp(RFC_SEED, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  it("gives RFC 4226's HOTP values (appendix D)", () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_SEED, counter))).toEqual(["755224", "287082", "359152", "520489"]);
  });

  it("round-trips base32 as authenticator apps write it", () => {
    const secret = base32Encode(RFC_SEED);
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode(secret.toLowerCase())).toEqual(RFC_SEED);
  });

  it("accepts the current code and one step of clock skew either way, not two", () => {
    const secret = base32Encode(RFC_SEED);
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 90_000)), at)).toBeNull();
  });

  it("refuses anything but six digits", () => {
    const secret = base32Encode(RFC_SEED);
    expect(matchTotp(secret, "12345", new Date())).toBeNull();
    expect(matchTotp(secret, "abcdef", new Date())).toBeNull();
  });

  it("writes the otpauth URI with issuer and account", () => {
    expect(otpauthUri("ABC", "ana@kuntur.pe", "Kuntur Viajes")).toBe(
      "otpauth://totp/Kuntur%20Viajes%3Aana%40kuntur.pe?secret=ABC&issuer=Kuntur+Viajes&algorithm=SHA1&digits=6&period=30",
    );
  });
});
