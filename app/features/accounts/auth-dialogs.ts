import { useSyncExternalStore } from "react";

/** Which account dialog is open (SPEC 2.5). The shell opens them; the accounts feature renders them. */
export type AuthDialog = "login" | "signup" | "forgot-password" | "verify-email" | "activated" | null;

let current: AuthDialog = null;
const listeners = new Set<() => void>();

export function openAuthDialog(dialog: AuthDialog): void {
  current = dialog;
  for (const listener of listeners) listener();
}

export function closeAuthDialog(): void {
  openAuthDialog(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
