/**
 * What a visitor typed, ticked or chose before hydration (docs/decisions/031-early-input-and-no-javascript.md).
 * React keeps a typed value in the DOM while hydrating, but its state still holds the server's value, and the next
 * render of a controlled field writes that back. So, right after hydration, every control whose value differs from
 * the one the server rendered is replayed as the visitor's own input event: the form's state learns it.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** A control, its value now and the value the server rendered. */
type Early = [control: Control, value: string | boolean, initial: string | boolean];

const SKIPPED_TYPES = /^(hidden|submit|button|reset|image|file)$/;

const checkable = (control: Control): control is HTMLInputElement => /^(checkbox|radio)$/.test(control.type);

/** The controls whose current value is not the server's: a radio counts when it became the checked one. */
export function findEarlyInput(root: ParentNode = document): Early[] {
  const found: Early[] = [];
  for (const control of root.querySelectorAll<Control>("input, select, textarea")) {
    if (control.disabled || SKIPPED_TYPES.test(control.type)) continue;
    if (checkable(control)) {
      const { checked, defaultChecked } = control;
      if (checked !== defaultChecked && (checked || control.type === "checkbox")) {
        found.push([control, checked, defaultChecked]);
      }
      continue;
    }
    const initial =
      control instanceof HTMLSelectElement
        ? (Array.from(control.options).find((option) => option.defaultSelected) ?? control.options[0])?.value
        : control.defaultValue;
    if (control.value !== (initial ?? "")) found.push([control, control.value, initial ?? ""]);
  }
  return found;
}

/** Replays one control's early value as the visitor's input (React's onChange runs as for real typing). */
function replay([control, value, initial]: Early): void {
  if (!control.isConnected) return;
  const now = checkable(control) ? control.checked : control.value;
  // Neither the early value nor the server's: changed again after hydration, and React knows it.
  if (now !== value && now !== initial) return;
  if (checkable(control)) {
    control.checked = !value;
    control.click();
  } else if (control instanceof HTMLSelectElement) {
    control.value = String(value);
    control.dispatchEvent(new Event("change", { bubbles: true }));
  } else {
    // Through the element (React's value tracker sees the server's value), then the prototype's own setter (it does
    // not): the input event that follows is a change for React.
    control.value = String(initial);
    Reflect.set(Object.getPrototypeOf(control) as object, "value", value, control);
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

let replayed = false;

/**
 * Called once, in a layout effect of the root at hydration (before anything renders again). Each control gets its
 * own task, so a form whose handler reads its state from the last render sees the previous field's update.
 */
export function replayEarlyInput(): void {
  if (replayed) return;
  replayed = true;
  const pending = findEarlyInput();
  const next = () => {
    const entry = pending.shift();
    if (!entry) return;
    replay(entry);
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
