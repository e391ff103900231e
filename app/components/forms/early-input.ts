/**
 * What a visitor typed, ticked or chose before hydration (docs/decisions/029-early-input-and-no-javascript.md).
 * React keeps a typed value in the DOM while hydrating, but its state still holds the server's value, and the next
 * render of a controlled field writes that back. So, right after hydration, every control whose value differs from
 * the one the server rendered is replayed as the visitor's own input event: the form's state learns it.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Early = { control: Control; value: string | boolean; initial: string | boolean };

const SKIPPED_TYPES = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

function isCheckable(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
}

function initialSelectValue(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

/** The controls whose current value is not the server's: a radio counts when it became the checked one. */
export function findEarlyInput(root: ParentNode = document): Early[] {
  const found: Early[] = [];
  for (const control of root.querySelectorAll<Control>("input, select, textarea")) {
    if (control.disabled || (control instanceof HTMLInputElement && SKIPPED_TYPES.has(control.type))) continue;
    if (isCheckable(control)) {
      const changed = control.checked !== control.defaultChecked && (control.type === "checkbox" || control.checked);
      if (changed) found.push({ control, value: control.checked, initial: control.defaultChecked });
    } else if (control instanceof HTMLSelectElement) {
      const initial = initialSelectValue(control);
      if (control.value !== initial) found.push({ control, value: control.value, initial });
    } else if (control.value !== control.defaultValue) {
      found.push({ control, value: control.value, initial: control.defaultValue });
    }
  }
  return found;
}

/** Sets a property without React's value tracker seeing it, so the event that follows counts as a change. */
function setUntracked(control: Control, value: string): void {
  const prototype = Object.getPrototypeOf(control) as { value?: string };
  // The prototype's own accessor (React's tracker sits on the element itself).
  Reflect.set(prototype, "value", value, control);
}

/** Replays one control's early value as the visitor's input (React's onChange runs as for real typing). */
export function replayOne({ control, value, initial }: Early): void {
  if (!control.isConnected) return;
  if (isCheckable(control)) {
    // Skipped when the visitor has changed it again since hydration (React already knows that).
    if (control.checked !== value && control.checked !== initial) return;
    control.checked = !value;
    control.click();
    return;
  }
  // A value that is neither the early one nor the server's was typed after hydration: React has it.
  if (control.value !== value && control.value !== initial) return;
  if (control instanceof HTMLSelectElement) {
    control.value = String(value);
    control.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  control.value = String(initial);
  setUntracked(control, String(value));
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

let replayed = false;

/**
 * Called once, in a layout effect of the root at hydration (before anything renders again). Each control gets its
 * own task, so a form whose handler reads its state from the last render sees the previous field's update.
 */
export function replayEarlyInput(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  if (replayed) return;
  replayed = true;
  const pending = findEarlyInput();
  const next = () => {
    const entry = pending.shift();
    if (!entry) return;
    replayOne(entry);
    schedule(next);
  };
  if (pending.length > 0) schedule(next);
}
