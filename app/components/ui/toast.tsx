import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContentSlot,
  UNSTABLE_ToastRegion as ToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from "react-aria-components";
import type { ToastContent, ToastType } from "#app/platform/toasts.ts";
import { cx } from "./cx.ts";

const STYLES: Record<ToastType, string> = {
  ERROR: "border-danger bg-red-50",
  SUCCESS: "border-success bg-green-50",
  WARNING: "border-warning bg-amber-50",
  INFO: "border-info bg-blue-50",
};

/** The toast region: announced to screen readers (F6 reaches it), each toast closable. */
export function Toaster({ queue }: { queue: ToastQueue<ToastContent> }) {
  return (
    <ToastRegion
      queue={queue}
      aria-label="Notificaciones"
      className="fixed top-4 right-4 left-4 z-[60] flex flex-col items-end gap-2 outline-none sm:left-auto sm:w-96"
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          data-type={toast.content.type}
          className={cx(
            "flex w-full items-start gap-3 rounded-card border-l-4 p-4 shadow-lg outline-none",
            STYLES[toast.content.type],
          )}
        >
          <ToastContentSlot className="flex min-w-0 flex-1 flex-col">
            <Text slot="title" className="font-bold text-ink">
              {toast.content.title}
            </Text>
            <Text slot="description" className="text-sm text-ink">
              {toast.content.message}
            </Text>
          </ToastContentSlot>
          <Button
            slot="close"
            aria-label="Cerrar notificación"
            className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted outline-none data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400 data-[hovered]:bg-black/5"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </Button>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
