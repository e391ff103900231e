import { describe, expect, it } from "vitest";
import { decryptAnalyticsUserId, encryptAnalyticsUserId } from "./user-id.ts";

const KEY = "a-server-held-key-of-at-least-32-characters";

describe("analytics user id", () => {
  it("never contains the plain e-mail and reads back with the key", () => {
    const id = encryptAnalyticsUserId("Maria.Quispe@correo.pe", KEY);
    expect(id).not.toContain("maria");
    expect(id).not.toContain("@");
    expect(decryptAnalyticsUserId(id, KEY)).toBe("maria.quispe@correo.pe");
  });

  it("is stable for one user and different between users and keys", () => {
    expect(encryptAnalyticsUserId("ana@correo.pe", KEY)).toBe(encryptAnalyticsUserId(" ANA@correo.pe ", KEY));
    expect(encryptAnalyticsUserId("ana@correo.pe", KEY)).not.toBe(encryptAnalyticsUserId("luis@correo.pe", KEY));
    expect(encryptAnalyticsUserId("ana@correo.pe", KEY)).not.toBe(encryptAnalyticsUserId("ana@correo.pe", `${KEY}x`));
  });

  it("cannot be read with another key", () => {
    const id = encryptAnalyticsUserId("ana@correo.pe", KEY);
    expect(() => decryptAnalyticsUserId(id, `${KEY}x`)).toThrow();
  });
});
