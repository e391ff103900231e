import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { configureStaff, staffConfig } from "./staff-config.server.ts";
import { openTotpSecret, sealTotpSecret } from "./totp-secret-box.server.ts";

const original = staffConfig();
afterEach(() => configureStaff(original));

describe("staff TOTP secrets at rest", () => {
  it("seal to a different value each time, open to the secret, and not with another key or when altered", () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const first = sealTotpSecret(secret);
    const second = sealTotpSecret(secret);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(secret);
    expect(openTotpSecret(first)).toBe(secret);
    expect(openTotpSecret(`${first.slice(0, -2)}AA`)).toBeNull();
    configureStaff({ ...original, totpKey: randomBytes(32) });
    expect(openTotpSecret(first)).toBeNull();
  });

  it("read a secret stored before encryption as it is", () => {
    expect(openTotpSecret("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
  });
});
