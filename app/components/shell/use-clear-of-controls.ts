import { useEffect, useState, type RefObject } from "react";

/** What the floating chat must never cover: anything a visitor types in, picks or presses. */
const CONTROL_SELECTOR = [
  "input:not([type=hidden])",
  "select",
  "textarea",
  "button",
  "a[href]",
  "label",
  "[role=button]",
  "[role=combobox]",
  "[role=radio]",
  "[role=checkbox]",
  "[role=tab]",
  "[role=slider]",
].join(",");

const TEXT_ENTRY =
  "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select";

/** Points of a box to test: a 5 x 5 grid from edge to edge (inset 1 px), so a control under a corner is found too. */
function probePoints(rect: DOMRect): Array<[number, number]> {
  const steps = [0, 1, 2, 3, 4];
  const xs = steps.map((i) => rect.left + 1 + ((rect.width - 2) * i) / 4);
  const ys = steps.map((j) => rect.top + 1 + ((rect.height - 2) * j) / 4);
  return xs.flatMap((x) => ys.map((y): [number, number] => [x, y]));
}

/** True when a control of the page (outside `own`) lies under one of `own`'s visible boxes. */
export function coversControl(own: HTMLElement): boolean {
  const boxes = [...own.querySelectorAll<HTMLElement>("[data-float-box]")];
  for (const box of boxes) {
    const rect = box.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    for (const [x, y] of probePoints(rect)) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (own.contains(element)) continue;
        if (element.closest(CONTROL_SELECTOR)) return true;
      }
    }
  }
  return false;
}

/**
 * Issue 14 item 3: a floating widget must never cover a form control. It steps out of the way (the caller hides it)
 * while a control of the page lies under it, re-checked on scroll, resize and layout changes, and while a text field
 * has the focus (a phone's keyboard is open). It never hides while the focus is inside it.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const own = ref.current;
    if (!active || !own) {
      setBlocked(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      if (own.contains(document.activeElement)) return setBlocked(false);
      const typing = document.activeElement instanceof HTMLElement && document.activeElement.matches(TEXT_ENTRY);
      setBlocked(typing || coversControl(own));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    // A popover or a list that opens under the widget appears after a click or a key.
    document.addEventListener("click", schedule);
    document.addEventListener("keyup", schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
      document.removeEventListener("click", schedule);
      document.removeEventListener("keyup", schedule);
    };
  }, [ref, active]);
  return blocked;
}
