import { describe, expect, it } from "vitest";
import { extraHeadersOf, listUnsubscribeHeaders } from "./headers.ts";

describe("extra headers of outbox messages", () => {
  it("builds the RFC 8058 one-click pair", () => {
    expect(listUnsubscribeHeaders("https://www.kunturviajes.pe/suscribirse/baja?token=abc")).toEqual({
      "List-Unsubscribe": "<https://www.kunturviajes.pe/suscribirse/baja?token=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("passes only list headers, with their canonical names", () => {
    expect(
      extraHeadersOf({
        headers: { "list-unsubscribe": "<https://x.pe/baja>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      }),
    ).toEqual({ "List-Unsubscribe": "<https://x.pe/baja>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("drops structural headers, line breaks (header injection) and non-text values", () => {
    expect(
      extraHeadersOf({
        headers: {
          From: "otro@evil.example",
          Bcc: "todos@evil.example",
          "List-Unsubscribe": "<https://x.pe/baja>\r\nBcc: todos@evil.example",
          "List-Id": 5,
        },
      }),
    ).toEqual({});
  });

  it("is empty for messages without headers (every message queued before this change)", () => {
    expect(extraHeadersOf({})).toEqual({});
    expect(extraHeadersOf({ registrationId: "x" })).toEqual({});
    expect(extraHeadersOf({ headers: ["List-Id"] })).toEqual({});
    expect(extraHeadersOf(null)).toEqual({});
  });
});
