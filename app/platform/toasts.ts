import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";

export type ToastType = "ERROR" | "SUCCESS" | "WARNING" | "INFO";

/** SPEC 3 Toast: type, title, message and the seconds it stays. */
export type ToastContent = { type: ToastType; title: string; message: string };

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

/** Shows a toast; it hides after `seconds` or when closed. Returns its key (for closing it early). */
export function showToast(toast: ToastContent & { seconds?: number }): string {
  const { seconds = 5, ...content } = toast;
  return toastQueue.add(content, { timeout: Math.max(1, seconds) * 1000 });
}
