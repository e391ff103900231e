import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
import { cx } from "./cx.ts";
import type { ModalProps } from "./dialog.tsx";

const SIZES = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl" } as const;

/** React Aria's modal behind Modal (fetched when the first modal opens). */
export function ModalImpl({
  title,
  children,
  role = "dialog",
  size = "md",
  closable = true,
  className,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={props.isDismissable ?? closable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-0 sm:items-center sm:p-4"
    >
      <AriaModal className={cx("w-full rounded-t-card bg-white shadow-xl sm:rounded-card", SIZES[size], className)}>
        <AriaDialog role={role} className="relative max-h-[90vh] overflow-y-auto p-6 outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="pr-10 text-xl font-bold text-ink">
                {title}
              </Heading>
              {closable ? (
                <button
                  type="button"
                  onClick={close}
                  aria-label="Cerrar"
                  className="absolute top-4 right-4 flex size-10 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-slate-100"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M5 5l10 10M15 5L5 15" />
                  </svg>
                </button>
              ) : null}
              <div className="mt-4">{typeof children === "function" ? children(close) : children}</div>
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
