import { useEffect, useId, useRef, type ReactNode } from "react";
import { cx } from "./cx.ts";

export type NativeModalProps = {
  title: ReactNode;
  children: ReactNode;
  /** Escape (the dialog's cancel event) asks to close; the owner unmounts the modal. */
  onDismiss: () => void;
  className?: string;
};

/**
 * A modal on the browser's own <dialog>: top layer, the page behind made inert, focus moved in and back, Escape, all
 * built in. For the offers that open by themselves at start-up (the app-download modal on results pages), where the
 * react-aria modal's code and effects are a long task on a mid-range phone (issue 16's Lighthouse target). Open
 * while mounted.
 */
export function NativeModal({ title, children, onDismiss, className }: NativeModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      className={cx(
        "m-0 mt-auto w-full max-w-none rounded-t-card bg-white p-6 shadow-xl backdrop:bg-black/50 sm:m-auto sm:max-w-sm sm:rounded-card",
        className,
      )}
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </dialog>
  );
}
