import { useCallback, useEffect, useRef, useState } from "react";

/** SPEC 9: the clipboard tooltip stays 3 seconds. */
export const COPY_FEEDBACK_MS = 3000;

export type CopyStatus = "idle" | "copied" | "failed";

type Timers = { set: (callback: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

const defaultTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A clipboard write that has not settled by then (a pending permission prompt) falls back to the old way. */
const CLIPBOARD_API_TIMEOUT_MS = 1000;

/** Copies text; the Clipboard API first, then the legacy command for older browsers and plain-http pages. */
export async function copyText(text: string): Promise<boolean> {
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error("clipboard timeout")), CLIPBOARD_API_TIMEOUT_MS);
    });
    await Promise.race([navigator.clipboard.writeText(text), timeout]).finally(() => clearTimeout(timer));
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    try {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only fallback where the API is missing
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/**
 * The feedback of a copy: shown for COPY_FEEDBACK_MS after each copy; a new copy restarts the count, so the
 * message never vanishes a moment after a second press.
 */
export function createCopyFeedback(onChange: (status: CopyStatus) => void, timers: Timers = defaultTimers) {
  let handle: unknown;
  return {
    show(status: Exclude<CopyStatus, "idle">) {
      if (handle !== undefined) timers.clear(handle);
      onChange(status);
      handle = timers.set(() => {
        handle = undefined;
        onChange("idle");
      }, COPY_FEEDBACK_MS);
    },
    dispose() {
      if (handle !== undefined) timers.clear(handle);
      handle = undefined;
    },
  };
}

/** Copy-to-clipboard with its 3-second feedback ('Texto copiado'). */
export function useCopyFeedback(copy: (text: string) => Promise<boolean> = copyText) {
  const [status, setStatus] = useState<CopyStatus>("idle");
  const feedback = useRef<ReturnType<typeof createCopyFeedback> | null>(null);
  useEffect(() => {
    const current = createCopyFeedback(setStatus);
    feedback.current = current;
    return () => current.dispose();
  }, []);
  const copyWithFeedback = useCallback(
    async (text: string) => {
      const ok = await copy(text);
      feedback.current?.show(ok ? "copied" : "failed");
    },
    [copy],
  );
  return { status, copy: copyWithFeedback };
}
