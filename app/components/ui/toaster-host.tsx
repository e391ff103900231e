import { useSyncExternalStore } from "react";
import { toastQueue } from "#app/platform/toasts.ts";
import { lazyComponent } from "./lazy.tsx";

// The toast region (React Aria) is fetched with the first toast; once there it stays, so F6 keeps reaching it.
const Toaster = lazyComponent(
  () => import("./toast.tsx"),
  (module) => module.Toaster,
);

let everShown = false;
const subscribe = (listener: () => void) => toastQueue.subscribe(listener);
const hasShownToast = () => (everShown ||= toastQueue.visibleToasts.length > 0);

/** Mounts the toast region when the first toast is queued. */
export function ToasterHost() {
  const mounted = useSyncExternalStore(subscribe, hasShownToast, () => false);
  return mounted ? <Toaster queue={toastQueue} /> : null;
}
