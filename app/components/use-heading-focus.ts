import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, the focus moves to the new page's main heading, as a page load
 * would start a screen reader there. Only when the focus was lost with the old page or is on the link that was
 * followed: a widget that navigates as it is used (the home's tabs, a filter) keeps it. A #fragment has its own target.
 */
export function useHeadingFocus(): void {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    const followedLink = active?.tagName === "A" && active.getAttribute("role") !== "tab";
    if (hash || (active && active !== document.body && !followedLink)) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname, hash]);
}
