// Malformed input for the fuzz tests: the API's (server/fuzz.db.test.ts), the site's (server/fuzz-site.db.test.ts) and the e2e spec's.

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const STRINGS = [
  "",
  " ",
  "a\u0000b",
  "\u001b[31m",
  "x".repeat(5000),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "𝕂𝕦𝕟𝕥𝕦𝕣",
  "\ud800",
  "../../etc/passwd",
  "%00",
  "1e309",
  "-1",
  "2026-02-30",
  "ana@",
  "@example.pe",
];
export const KEYS = [
  "email",
  "password",
  "name",
  "token",
  "id",
  "origin",
  "passengers",
  "__proto__",
  "constructor",
  "0",
  "",
];

export function value(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * 10);
  if (depth > 3 && pick > 5) return null;
  switch (pick) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return [Number.MAX_SAFE_INTEGER, -1, 0, 1.5, 1e308, -0][Math.floor(next() * 6)];
    case 3:
    case 4:
      return STRINGS[Math.floor(next() * STRINGS.length)];
    case 5:
      return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      const count = Math.floor(next() * 5);
      for (let i = 0; i < count; i++) object[KEYS[Math.floor(next() * KEYS.length)] ?? "k"] = value(next, depth + 1);
      return object;
    }
  }
}

/** Raw bodies no JSON parser accepts, or accepts with surprises. */
export const RAW_BODIES = [
  "{",
  "}",
  "[",
  "null",
  "true",
  '"just a string"',
  "{'single': 'quotes'}",
  '{"a":1,}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "\u0000",
  "[".repeat(2000) + "]".repeat(2000),
  `{"a":"${"\\u0000".repeat(10)}"}`,
  "1".repeat(400),
];
