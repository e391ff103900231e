// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "#app/platform/storage-keys.ts";
import type { NotificationItem } from "./notification-schemas.ts";
import {
  mergeNotifications,
  openNotification,
  readNotifications,
  refreshNotifications,
  useNotifications,
} from "./notifications-store.ts";

const item = (id: string | undefined, title: string, url = "/paquetes"): NotificationItem => ({
  ...(id ? { id } : {}),
  iconSrcPath: "/images/notifications/oferta.svg",
  title,
  description: `${title}: descripción`,
  hint: "Por tiempo limitado",
  url,
});

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.notifications) ?? "null") as unknown;

function stubServer(list: unknown[]) {
  const calls: Array<{ url: string; method: string; headers: Headers }> = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? "GET", headers: new Headers(init.headers) });
    if (init.method === "POST") return new Response(null, { status: 204 });
    return new Response(JSON.stringify(list), { status: 200 });
  });
  return calls;
}

describe("notifications", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("opening one removes it from the list and from storage, then navigates to its url", () => {
    const cierra = item("a:1", "Cierra puertas", "/cierrapuertas");
    const tiendas = item("a:2", "Nuestras tiendas", "/nuestras-agencias");
    localStorage.setItem(STORAGE_KEYS.notifications, JSON.stringify([cierra, tiendas]));
    const { result } = renderHook(() => useNotifications());
    expect(result.current.map((n) => n.title)).toEqual(["Cierra puertas", "Nuestras tiendas"]);
    const order: string[] = [];
    const navigate = vi.fn((url: string) => order.push(`navigate ${url} with ${readNotifications().length} left`));
    act(() => openNotification(cierra, navigate));
    expect(navigate).toHaveBeenCalledWith("/cierrapuertas");
    expect(order).toEqual(["navigate /cierrapuertas with 1 left"]);
    expect(result.current.map((n) => n.title)).toEqual(["Nuestras tiendas"]);
    expect(stored()).toEqual([tiendas]);
  });

  it("tells the server when the user opens one of their own", () => {
    const calls = stubServer([]);
    openNotification(item("u:6f1c1b7e-1111-4aaa-8bbb-000000000001", "Tu reserva"), () => undefined);
    expect(calls).toEqual([
      expect.objectContaining({
        url: "/api/v1/notifications/6f1c1b7e-1111-4aaa-8bbb-000000000001/read",
        method: "POST",
      }),
    ]);
    expect(calls[0]?.headers.get("x-no-loading")).toBe("true");
  });

  it("merges the server's list into storage without duplicates, and never brings back an opened one", async () => {
    const local = item(undefined, "Guardado en este navegador", "/vuelos");
    localStorage.setItem(STORAGE_KEYS.notifications, JSON.stringify([item("a:1", "Cierra puertas"), local]));
    const calls = stubServer([item("a:1", "Cierra puertas"), item("a:2", "Tiendas"), item("a:1", "Cierra puertas")]);
    await refreshNotifications();
    expect(calls[0]?.url).toBe("/api/v1/notifications");
    expect(calls[0]?.headers.get("x-no-loading")).toBe("true");
    expect(readNotifications().map((n) => n.title)).toEqual([
      "Cierra puertas",
      "Tiendas",
      "Guardado en este navegador",
    ]);
    openNotification(readNotifications()[1]!, () => undefined);
    await refreshNotifications();
    await refreshNotifications();
    expect(readNotifications().map((n) => n.title)).toEqual(["Cierra puertas", "Guardado en este navegador"]);
  });

  it("drops stored server items the server no longer sends (ended, or another user's after sign-out)", () => {
    const merged = mergeNotifications(
      [item("u:9", "Reserva de otro usuario"), item("a:old", "Campaña terminada"), item(undefined, "Local")],
      [item("a:new", "Campaña nueva")],
      new Set(),
    );
    expect(merged.map((n) => n.title)).toEqual(["Campaña nueva", "Local"]);
  });

  it("ignores corrupt storage and unsafe links", () => {
    localStorage.setItem(
      STORAGE_KEYS.notifications,
      JSON.stringify([
        { title: "sin campos" },
        item(undefined, "Script", "javascript:alert(1)"),
        item(undefined, "Otro dominio", "//malo.example/x"),
        item(undefined, "Válida", "https://ayuda.kunturviajes.pe"),
      ]),
    );
    expect(readNotifications().map((n) => n.title)).toEqual(["Válida"]);
    localStorage.setItem(STORAGE_KEYS.notifications, "{no es json");
    expect(readNotifications()).toEqual([]);
  });
});
