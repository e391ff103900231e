// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "#app/platform/storage-keys.ts";
import { pushConsentUpdate } from "#app/features/consent/index.ts";
import { pushVirtualPageView } from "./data-layer.ts";

const DENIED = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  functionality_storage: "granted",
  security_storage: "granted",
};

/** Entries as plain values: gtag commands (arguments objects) become arrays. */
function entries() {
  return (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as IArguments) : entry,
  );
}

describe("consent mode in the data layer", () => {
  beforeEach(() => {
    window.dataLayer = [];
    localStorage.clear();
  });

  it("pushes denied defaults as a gtag command before the first event", () => {
    pushVirtualPageView("/", "Inicio");
    pushVirtualPageView("/vuelos", "Vuelos");
    const all = entries();
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe("[object Arguments]");
    expect(all).toEqual([
      ["consent", "default", { ...DENIED, wait_for_update: 500 }],
      { event: "virtualPageView", virtualPath: "/", title: "Inicio" },
      { event: "virtualPageView", virtualPath: "/vuelos", title: "Vuelos" },
    ]);
  });

  it("applies a stored choice right after the defaults, still before any event", () => {
    localStorage.setItem(
      STORAGE_KEYS.cookiesConfig,
      JSON.stringify({ necessary: true, analytics: true, marketing: false, savedAt: "2026-11-01T10:00:00.000Z" }),
    );
    pushVirtualPageView("/", "Inicio");
    expect(entries().slice(0, 3)).toEqual([
      ["consent", "default", { ...DENIED, wait_for_update: 500 }],
      ["consent", "update", { ...DENIED, analytics_storage: "granted" }],
      { event: "virtualPageView", virtualPath: "/", title: "Inicio" },
    ]);
  });

  it("ignores a corrupt stored choice (the defaults stay denied)", () => {
    localStorage.setItem(STORAGE_KEYS.cookiesConfig, JSON.stringify({ analytics: "sí" }));
    pushVirtualPageView("/", "Inicio");
    expect(entries()).toHaveLength(2);
  });

  it("pushes an update when the visitor chooses", () => {
    pushConsentUpdate({ analytics: true, marketing: true });
    expect(entries()).toEqual([
      ["consent", "default", { ...DENIED, wait_for_update: 500 }],
      [
        "consent",
        "update",
        {
          analytics_storage: "granted",
          ad_storage: "granted",
          ad_user_data: "granted",
          ad_personalization: "granted",
          functionality_storage: "granted",
          security_storage: "granted",
        },
      ],
    ]);
  });
});
