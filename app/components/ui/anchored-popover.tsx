import type { ReactNode, RefObject } from "react";
import { Dialog, Popover, type PopoverProps } from "react-aria-components";
import { cx } from "./cx.ts";

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
 * cheaply). Escape or a click outside closes it; the focus returns to the trigger.
 */
export function AnchoredPopover({ triggerRef, onClose, label, placement, className, children }: AnchoredPopoverProps) {
  const close = () => {
    onClose();
    requestAnimationFrame(() => triggerRef.current?.focus());
  };
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      placement={placement ?? "bottom start"}
      className={cx("rounded-card border border-slate-200 bg-white shadow-xl outline-none", className)}
    >
      <Dialog aria-label={label} className="outline-none">
        {children}
      </Dialog>
    </Popover>
  );
}
