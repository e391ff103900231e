import { describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/cookie-choice.tsx";
import { cookieChoiceHeader, cookieChoiceOf, postedChoice, safeReturnPath } from "./cookie-choice.ts";

const post = (body: string) =>
  new Request("http://localhost/preferencias-cookies", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });

const callAction = (request: Request) => action({ request } as Parameters<typeof action>[0]);

describe("the cookie prompt's choice without JavaScript", () => {
  it("records 'Aceptar todas' in the cookie the page reads and goes back to the page", async () => {
    const response = await callAction(post("eleccion=aceptar&volver=%2Fvuelos%3Fa%3D1"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/vuelos?a=1");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^COOKIES_CONFIG=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(cookieChoiceOf(setCookie.split(";")[0] ?? "")).toMatchObject({ analytics: true, marketing: true });
  });

  it("records 'Rechazar opcionales'; refuses any other answer with a 400", async () => {
    const response = await callAction(post("eleccion=rechazar&volver=%2F"));
    expect(cookieChoiceOf(response.headers.get("set-cookie"))).toMatchObject({ analytics: false, marketing: false });
    await expect(callAction(post("eleccion=__proto__"))).rejects.toMatchObject({ status: 400 });
    expect(postedChoice("todo")).toBeNull();
  });

  it("goes back only to a path of this site", () => {
    for (const foreign of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "vuelos",
      3,
    ]) {
      expect(safeReturnPath(foreign)).toBe("/");
    }
    expect(safeReturnPath("/mis-reservas?codigo=1#x")).toBe("/mis-reservas?codigo=1");
  });

  it("reads only a valid choice from a Cookie header; a GET just goes home", () => {
    const header = cookieChoiceHeader({ analytics: false, marketing: true }, new Date("2026-11-28T12:00:00Z"));
    const value = header.split(";")[0] ?? "";
    expect(cookieChoiceOf(`a=1; ${value}; b=2`)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      savedAt: "2026-11-28T12:00:00.000Z",
    });
    expect(cookieChoiceOf("COOKIES_CONFIG=%7Bbroken")).toBeNull();
    expect(cookieChoiceOf(null)).toBeNull();
    expect(loader().headers.get("location")).toBe("/");
  });
});
