import { whatsAppUrl } from "#app/config/brand.ts";
import type { ChatPhase } from "#app/features/shell/chat-machine.ts";
import { cx } from "#app/components/ui/cx.ts";
import type { SVGProps } from "react";
import { CloseIcon, SparkIcon } from "./icons.tsx";

const optionClass =
  "flex items-start gap-3 rounded-control border border-slate-200 p-3 text-left text-ink outline-none hover:border-brand-600 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400";

// Only the card shows it: here, not in icons.tsx, so the first load of every page does not carry its drawing.
const WhatsAppIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" {...props}>
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.7 11.7 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
  </svg>
);

/** The chat launcher's card (SPEC 2.2): the virtual assistant when configured and a sales adviser on WhatsApp. */
export function ChatCard({
  phase,
  assistantUrl,
  onClose,
}: {
  phase: ChatPhase;
  assistantUrl: string | null;
  onClose: () => void;
}) {
  return (
    <section
      id="chat-card"
      aria-labelledby="chat-card-title"
      data-phase={phase}
      className={cx(
        "w-80 max-w-[calc(100vw-1.5rem)] rounded-card border border-slate-200 bg-white p-4 shadow-xl",
        phase === "showing" && "kv-chat-in",
        phase === "closing" && "kv-chat-out pointer-events-none",
      )}
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <h2 id="chat-card-title" className="text-lg font-bold text-ink">
          ¿En qué te ayudamos?
        </h2>
        <button
          type="button"
          aria-label="Cerrar chat"
          onClick={onClose}
          className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted outline-none hover:bg-slate-100 focus-visible:ring-4 focus-visible:ring-accent-400"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <ul className="flex flex-col gap-2">
        {assistantUrl ? (
          <li>
            <a href={assistantUrl} target="_blank" rel="noopener noreferrer" className={optionClass}>
              <SparkIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <span className="flex flex-col">
                <span className="font-bold">Asistente virtual</span>
                <span className="text-sm text-muted">Respuestas al instante, las 24 horas.</span>
              </span>
              <span className="sr-only"> (se abre en una nueva pestaña)</span>
            </a>
          </li>
        ) : null}
        <li>
          <a href={whatsAppUrl()} target="_blank" rel="noopener noreferrer" className={optionClass}>
            <WhatsAppIcon className="mt-0.5 size-6 shrink-0 text-success" />
            <span className="flex flex-col">
              <span className="font-bold">Asesor de ventas por WhatsApp</span>
              <span className="text-sm text-muted">Te atiende una persona de nuestro equipo.</span>
            </span>
            <span className="sr-only"> (se abre en una nueva pestaña)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
