import { useEffect, useRef } from "react";
import { whatsAppUrl } from "#app/config/brand.ts";
import { useFlag } from "#app/features/flags/flags-client.ts";
import { useChatMachine } from "#app/features/shell/chat-machine.ts";
import type { ShellVariant } from "#app/features/shell/shell-routes.ts";
import { cx } from "#app/components/ui/cx.ts";
import { ChatIcon, CloseIcon, SparkIcon, WhatsAppIcon } from "./icons.tsx";
import { useClearOfControls } from "./use-clear-of-controls.ts";

/**
 * SPEC 2.2: hidden on outlet routes; on booking routes it follows the remote flag `show-chat-in-checkout`
 * (shown when the flag cannot be read; not shown while it is being read, so it never flashes away).
 */
export function ChatLauncher({ variant, assistantUrl }: { variant: ShellVariant; assistantUrl: string | null }) {
  if (variant === "outlet") return null;
  if (variant === "booking") return <CheckoutChat assistantUrl={assistantUrl} />;
  return <ChatWidget assistantUrl={assistantUrl} />;
}

function CheckoutChat({ assistantUrl }: { assistantUrl: string | null }) {
  const show = useFlag("show-chat-in-checkout");
  return show === true ? <ChatWidget assistantUrl={assistantUrl} /> : null;
}

const optionClass =
  "flex items-start gap-3 rounded-control border border-slate-200 p-3 text-left text-ink outline-none hover:border-brand-600 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400";

function ChatWidget({ assistantUrl }: { assistantUrl: string | null }) {
  const { state, open, close, toggleCollapsed } = useChatMachine();
  const container = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const isOpen = state.phase === "showing" || state.phase === "visible";
  // The launcher steps aside while it would cover a control of the page (an open card stays: the visitor asked).
  const blocked = useClearOfControls(container, state.phase === "hidden");
  const closeAndReturn = () => {
    close();
    launcher.current?.focus();
  };

  // Escape closes the card while focus is inside the launcher (not when a dialog elsewhere has it).
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !container.current?.contains(document.activeElement)) return;
      close();
      launcher.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, close]);

  return (
    <div
      ref={container}
      data-js-only
      data-blocked={blocked || undefined}
      className={cx("fixed right-3 bottom-3 z-40 flex flex-col items-end gap-3", blocked && "invisible")}
    >
      {state.phase === "hidden" ? null : (
        <section
          id="chat-card"
          aria-labelledby="chat-card-title"
          data-phase={state.phase}
          className={cx(
            "w-80 max-w-[calc(100vw-1.5rem)] rounded-card border border-slate-200 bg-white p-4 shadow-xl",
            state.phase === "showing" && "kv-chat-in",
            state.phase === "closing" && "kv-chat-out pointer-events-none",
          )}
        >
          <div className="mb-3 flex items-start justify-between gap-2">
            <h2 id="chat-card-title" className="text-lg font-bold text-ink">
              ¿En qué te ayudamos?
            </h2>
            <button
              type="button"
              aria-label="Cerrar chat"
              onClick={closeAndReturn}
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
      )}
      <div className="flex items-center gap-2">
        <button
          type="button"
          data-float-box
          onClick={toggleCollapsed}
          className="flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-700 shadow outline-none hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400"
        >
          {state.collapsed ? <ChatIcon className="size-4" /> : <CloseIcon className="size-4" />}
          {state.collapsed ? "Mostrar chat" : "Ocultar chat"}
        </button>
        {state.collapsed ? null : (
          <button
            ref={launcher}
            type="button"
            data-float-box
            aria-expanded={isOpen}
            aria-controls={state.phase === "hidden" ? undefined : "chat-card"}
            onClick={isOpen ? close : open}
            className="flex h-14 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-full bg-brand-600 px-4 sm:px-5 font-bold text-white shadow-lg outline-none hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-accent-400"
          >
            <ChatIcon className="size-6" />
            <span className="sr-only sm:not-sr-only">Chatea con nosotros</span>
          </button>
        )}
      </div>
    </div>
  );
}
