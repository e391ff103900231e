import type { ReactNode } from "react";
import { Dialog, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from "react-aria-components";
import { cx } from "./cx.ts";

export type PopoverProps = Omit<AriaPopoverProps, "className" | "children"> & {
  children: ReactNode;
  /** Accessible name of the popover's dialog. */
  label: string;
  className?: string;
};

/** Non-modal popover anchored to its trigger (use inside a DialogTrigger); Escape closes it. */
export function Popover({ children, label, className, ...props }: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      className={cx("rounded-card border border-slate-200 bg-white shadow-xl outline-none", className)}
    >
      <Dialog aria-label={label} className="outline-none">
        {children}
      </Dialog>
    </AriaPopover>
  );
}
