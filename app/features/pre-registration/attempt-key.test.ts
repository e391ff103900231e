import { describe, expect, it } from "vitest";
import { createAttemptKeys, newIdempotencyKey } from "./attempt-key.ts";

describe("submission attempt keys", () => {
  it("are random 32-character keys the API accepts", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it("reuse the key for a retry of the same data and change it for new data or after a success", () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor("datos-a");
    expect(keys.keyFor("datos-a")).toBe(first);
    const changed = keys.keyFor("datos-b");
    expect(changed).not.toBe(first);
    keys.reset();
    expect(keys.keyFor("datos-b")).not.toBe(changed);
  });
});
