/**
 * Carousels register here so that autoplay pauses while the page is hidden (a background tab, a locked phone)
 * and resumes when it is shown: one document listener for all carousels, installed at start-up.
 */
type Listener = (hidden: boolean) => void;

const listeners = new Set<Listener>();
let registered = false;

export function registerCarousels(): void {
  if (registered) return;
  if (typeof document === "undefined" || typeof document.addEventListener !== "function") {
    throw new Error("document is not available");
  }
  document.addEventListener("visibilitychange", () => {
    for (const listener of listeners) listener(document.hidden);
  });
  registered = true;
}

/** A carousel subscribes to page visibility; the returned function unsubscribes. */
export function onPageVisibility(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
