import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, parseHash, PRODUCTION_HASH_COST, verifyPassword } from "./password-hash.server.ts";

describe("password hashing (scrypt)", () => {
  it("hashes with the production parameters: N = 2^17, r = 8, p = 1, random salt", async () => {
    const started = performance.now();
    const hash = await hashPassword("viaje2025", PRODUCTION_HASH_COST);
    const elapsed = performance.now() - started;
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    const parsed = parseHash(hash);
    expect(2 ** parsed!.cost).toBeGreaterThanOrEqual(2 ** 17);
    expect(parsed!.r).toBe(8);
    // Deliberately slow: brute force costs the attacker as much.
    expect(elapsed).toBeGreaterThan(50);
    expect(await verifyPassword("viaje2025", hash)).toBe(true);
    expect(await verifyPassword("viaje2026", hash)).toBe(false);
    expect(await hashPassword("viaje2025", PRODUCTION_HASH_COST)).not.toBe(hash);
  });

  it("verifies with the parameters stored in the hash and asks for a rehash when they are weaker", async () => {
    const cheap = await hashPassword("Ñandú2024", 10);
    expect(await verifyPassword("Ñandú2024", cheap)).toBe(true);
    // The same password typed with a decomposed accent (n + combining tilde) matches.
    expect(await verifyPassword("N\u0303andu\u03012024", cheap)).toBe(true);
    expect(needsRehash(cheap, 17)).toBe(true);
    expect(needsRehash(cheap, 10)).toBe(false);
  });

  it("never matches a malformed hash", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "$scrypt$ln=10,r=8,p=1$AAAA$AAAA")).toBe(false);
  });
});
