import { describe, expect, it } from "vitest";
import { publicConfigFrom } from "./app.ts";
import { EnvError, parseEnv } from "./env.ts";

describe("configuration of the app shell", () => {
  it("turns both remote flags on by default and offers no AI assistant", () => {
    const env = parseEnv({});
    expect(env.FLAG_APP_AD).toBe(true);
    expect(env.FLAG_SHOW_CHAT_IN_CHECKOUT).toBe(true);
    expect(publicConfigFrom(env).chatAssistantUrl).toBeNull();
  });

  it("reads flag defaults and the assistant URL", () => {
    const env = parseEnv({
      FLAG_APP_AD: "false",
      FLAG_SHOW_CHAT_IN_CHECKOUT: "0",
      CHAT_ASSISTANT_URL: "https://asistente.kunturviajes.pe/chat",
    });
    expect(env.FLAG_APP_AD).toBe(false);
    expect(env.FLAG_SHOW_CHAT_IN_CHECKOUT).toBe(false);
    expect(publicConfigFrom(env).chatAssistantUrl).toBe("https://asistente.kunturviajes.pe/chat");
  });

  it("refuses an assistant URL that is not https and a flag that is not a boolean", () => {
    expect(() => parseEnv({ CHAT_ASSISTANT_URL: "javascript:alert(1)" })).toThrow(EnvError);
    expect(() => parseEnv({ CHAT_ASSISTANT_URL: "http://asistente.example" })).toThrow(/CHAT_ASSISTANT_URL/);
    expect(() => parseEnv({ FLAG_APP_AD: "sí" })).toThrow(/FLAG_APP_AD/);
  });
});
