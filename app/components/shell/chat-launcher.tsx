import { useEffect, useRef } from "react";
import { useFlag } from "#app/features/flags/flags-client.ts";
import { useChatMachine } from "#app/features/shell/chat-machine.ts";
import type { ShellVariant } from "#app/features/shell/shell-routes.ts";
import { cx } from "#app/components/ui/cx.ts";
import { lazyComponent } from "#app/components/ui/lazy.tsx";
import { ChatIcon, CloseIcon } from "./icons.tsx";
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

// The card with the ways to talk to us: its code is fetched when the launcher is pointed at, focused or pressed.
const ChatCard = lazyComponent(
  () => import("./chat-card.tsx"),
  (module) => module.ChatCard,
);

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
        <ChatCard phase={state.phase} assistantUrl={assistantUrl} onClose={closeAndReturn} />
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
            onPointerEnter={ChatCard.preload}
            onFocus={ChatCard.preload}
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
