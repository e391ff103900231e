import { useId, useState, type KeyboardEvent } from "react";
import type { FaqEntry } from "./destination-content-types.ts";

/** Arrow keys, Home and End move between the questions (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const buttons = Array.from(
    event.currentTarget.closest("[data-faq]")?.querySelectorAll<HTMLButtonElement>("button[aria-controls]") ?? [],
  );
  const index = buttons.indexOf(event.currentTarget);
  const last = buttons.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? (index + 1) % buttons.length
          : (index + last) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * The FAQ as an accessible disclosure list: each question is a button (aria-expanded) that shows its answer region.
 * The first answer is open in the server HTML, readable before any script runs; the others are in the HTML too.
 */
export function DestinationFaq({ questions, destination }: { questions: readonly FaqEntry[]; destination: string }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(questions[0] ? [questions[0].id] : []));
  if (questions.length === 0) return null;
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="preguntas-frecuentes" className="mx-auto w-full max-w-4xl px-4 py-8">
      <h2 id="preguntas-frecuentes" className="text-2xl font-extrabold text-brand-700">
        Preguntas frecuentes sobre vuelos a {destination}
      </h2>
      <div data-faq="" className="mt-4 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">
        {questions.map((question) => {
          const isOpen = open.has(question.id);
          const buttonId = `${baseId}-pregunta-${question.id}`;
          const panelId = `${baseId}-respuesta-${question.id}`;
          return (
            <div key={question.id}>
              <h3 className="m-0">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(question.id)}
                  onKeyDown={moveFocus}
                  className="flex min-h-12 w-full cursor-pointer items-center justify-between gap-4 px-4 py-3 text-left text-base font-semibold text-ink outline-none hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:ring-inset"
                >
                  <span>{question.pregunta}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className={`size-5 shrink-0 text-brand-600 transition-transform ${isOpen ? "rotate-180" : ""}`}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="m5 8 5 5 5-5" />
                  </svg>
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!isOpen}
                className="px-4 pb-4 text-ink"
              >
                <p>{question.respuesta}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
