import type { ReactNode, RefObject } from "react";
import type { PopoverProps } from "react-aria-components";
import { lazyComponent } from "./lazy.tsx";

export type AnchoredPopoverProps = {
  /** The button that opened it: the popover is placed next to it and the focus goes back to it. */
  triggerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Accessible name of the popover's dialog. */
  label: string;
  placement?: PopoverProps["placement"];
  className?: string;
  children: ReactNode;
};

/**
 * A popover dialog for a plain trigger button, mounted only while open (so a form full of pickers hydrates
 * cheaply, and React Aria's overlay code is fetched only when the first popover opens). Escape or a click outside
 * closes it; the focus returns to the trigger. Call `AnchoredPopover.preload()` on hover/focus of the trigger.
 */
export const AnchoredPopover = lazyComponent(
  () => import("./anchored-popover-impl.tsx"),
  (module) => module.AnchoredPopoverImpl,
);
