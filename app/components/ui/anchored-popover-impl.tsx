import { Dialog, Popover } from "react-aria-components";
import type { AnchoredPopoverProps } from "./anchored-popover.tsx";
import { cx } from "./cx.ts";

/** React Aria's popover and dialog behind AnchoredPopover (fetched when the first one opens). */
export function AnchoredPopoverImpl({
  triggerRef,
  onClose,
  label,
  placement,
  className,
  children,
}: AnchoredPopoverProps) {
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
