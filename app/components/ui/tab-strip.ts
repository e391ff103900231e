import type { KeyboardEvent } from "react";

/**
 * Classes of a tab rendered as a plain element (role="tab", aria-selected): the look of the design system's tabs
 * without mounting React Aria's collection machinery, for tab strips that must hydrate cheaply (the home).
 */
export const lightTabClass = "kv-light-tab"; // app/components-classes.css: the home's HTML has eight of them

/**
 * Arrow-key navigation between the tabs of a tablist (WAI-ARIA tabs pattern), attached to each tab: Left/Right
 * wrap, Home/End jump. With `activate`, the tab reached is also selected (automatic activation); otherwise Enter
 * or Space selects it.
 */
export function onTabKeyDown(event: KeyboardEvent<HTMLElement>, activate = false): void {
  const current = event.currentTarget;
  const tabs = Array.from(current.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
  const index = tabs.indexOf(current);
  if (index < 0) return;
  const keys: Record<string, number> = {
    ArrowRight: (index + 1) % tabs.length,
    ArrowLeft: (index - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  const next = keys[event.key];
  if (next !== undefined) {
    event.preventDefault();
    const target = tabs[next];
    target?.focus();
    if (activate) target?.click();
    return;
  }
  // Links follow on Enter by themselves; Space must do the same for a tab.
  if (event.key === " " && current.tagName === "A") {
    event.preventDefault();
    current.click();
  }
}
