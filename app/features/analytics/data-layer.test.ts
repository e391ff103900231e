// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "#app/platform/storage-keys.ts";
import { consumeAbCookie, pushUserInfo, pushVirtualPageView, variantIdOf } from "./data-layer.ts";

/** The events of the data layer, without the gtag() consent commands that precede them. */
function events() {
  return (window.dataLayer ?? []).filter((entry) => Object.prototype.toString.call(entry) !== "[object Arguments]");
}

describe("analytics data layer", () => {
  beforeEach(() => {
    window.dataLayer = [];
    window.localStorage.clear();
  });

  it("takes the variant id from the third dash-separated segment", () => {
    expect(variantIdOf("exp-home-B-2026")).toBe("B");
    expect(variantIdOf("a-b")).toBeNull();
  });

  it("pushes the A/B cookie's variant and deletes the cookie", () => {
    document.cookie = "kv_ab=exp-home-B; path=/";
    consumeAbCookie("kv_ab");
    expect(events()).toEqual([{ event: "ab_test", abVariant: "exp-home-B", variantId: "B" }]);
    expect(document.cookie).not.toContain("kv_ab=exp");
    consumeAbCookie("kv_ab");
    expect(events()).toHaveLength(1);
  });

  it("says a visitor with stored bookings is an existing customer", () => {
    pushUserInfo("");
    window.localStorage.setItem(STORAGE_KEYS.bookings, JSON.stringify([{ id: "R-1" }]));
    pushUserInfo("encrypted-id");
    expect(events()).toEqual([
      { event: "user_info", userID: "", user_existingCustomer: false },
      { event: "user_info", userID: "encrypted-id", user_existingCustomer: true },
    ]);
  });

  it("pushes virtual page views with path and title", () => {
    pushVirtualPageView("/nuestras-agencias", "Nuestras agencias | Kuntur Viajes");
    expect(events()).toEqual([
      { event: "virtualPageView", virtualPath: "/nuestras-agencias", title: "Nuestras agencias | Kuntur Viajes" },
    ]);
  });
});
