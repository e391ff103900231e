// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "#app/platform/storage-keys.ts";
import {
  ACCEPT_ALL,
  closeCookieSettings,
  openCookieSettings,
  REJECT_OPTIONAL,
  resetConsentState,
  saveCookieChoice,
  useConsentState,
  COOKIE_CHOICE_ATTRIBUTE,
  COOKIE_CHOICE_SCRIPT,
} from "./consent-store.ts";

describe("cookie consent store", () => {
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
    resetConsentState();
  });

  it("has no choice on a first visit, and stores one under COOKIES_CONFIG", () => {
    const { result } = renderHook(() => useConsentState());
    expect(result.current.consent).toBeNull();
    act(() => void saveCookieChoice(REJECT_OPTIONAL, new Date("2026-11-22T10:00:00Z")));
    expect(result.current.consent).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      savedAt: "2026-11-22T10:00:00.000Z",
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookiesConfig) ?? "null")).toEqual(result.current.consent);
  });

  it("reads an earlier choice, so the prompt does not come back", () => {
    saveCookieChoice(ACCEPT_ALL);
    resetConsentState();
    const { result } = renderHook(() => useConsentState());
    expect(result.current.consent).toMatchObject({ analytics: true, marketing: true });
  });

  it("opens the settings from anywhere and closes them on save", () => {
    const { result } = renderHook(() => useConsentState());
    act(() => openCookieSettings());
    expect(result.current.settingsOpen).toBe(true);
    act(() => closeCookieSettings());
    expect(result.current.settingsOpen).toBe(false);
    act(() => openCookieSettings());
    act(() => void saveCookieChoice({ analytics: true, marketing: false }));
    expect(result.current).toMatchObject({ settingsOpen: false, consent: { analytics: true, marketing: false } });
  });

  it("pushes the choice to the data layer as a consent update", () => {
    saveCookieChoice({ analytics: true, marketing: false });
    const commands = (window.dataLayer ?? []).map((entry) => Array.from(entry as IArguments) as unknown[]);
    expect(commands.at(-1)?.slice(0, 2)).toEqual(["consent", "update"]);
    expect(commands.at(-1)?.[2]).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" });
  });

  it("has its head script mark a stored choice before first paint, and nothing on a first visit", () => {
    // Runs the very string the page inlines in its head.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    const run = () => new Function(COOKIE_CHOICE_SCRIPT)() as unknown;
    document.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
    run();
    expect(document.documentElement.hasAttribute(COOKIE_CHOICE_ATTRIBUTE)).toBe(false);
    saveCookieChoice(ACCEPT_ALL);
    run();
    expect(document.documentElement.hasAttribute(COOKIE_CHOICE_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
  });
});
