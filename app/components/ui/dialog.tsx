import { useSyncExternalStore, type ReactNode } from "react";
import type { ModalOverlayProps } from "react-aria-components";
import { lazyComponent } from "./lazy.tsx";

export type ModalProps = Omit<ModalOverlayProps, "className" | "children"> & {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible role: "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
  size?: "sm" | "md" | "lg";
  /** Show the close (X) button. */
  closable?: boolean;
  className?: string;
};

const ModalImpl = lazyComponent(
  () => import("./dialog-impl.tsx"),
  (module) => module.ModalImpl,
);

/** Starts fetching the modal's code early (on hover or focus of what opens it), so the first opening does not wait. */
export const preloadModal = ModalImpl.preload;

const noSubscription = () => () => undefined;

function OpenModal(props: ModalProps) {
  // React Aria renders no overlay on the server nor while hydrating: neither does this (no request for its code).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <ModalImpl {...props} /> : null;
}

/**
 * Modal dialog: focus trapped, Escape and the close button dismiss it, focus returns to the trigger. Open with
 * `isOpen`, or inside a DialogTrigger (then its code loads after hydration, and React Aria's overlay follows the
 * trigger). React Aria's modal code (focus scope, overlays, the dialog) is not part of the page's first load: a
 * controlled modal fetches it when it first opens (or on `preloadModal()`).
 */
export function Modal(props: ModalProps) {
  return props.isOpen === false ? null : <OpenModal {...props} />;
}
