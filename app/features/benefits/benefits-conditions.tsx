import { useRef, type MouseEvent } from "react";
import { CONDITIONS } from "./benefits-content.ts";

export const CONDITIONS_ID = "condiciones";

/** Expands the conditions (a native disclosure, collapsed by default) and brings them into view. */
export function useRevealConditions() {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const reveal = (event: MouseEvent<HTMLAnchorElement>) => {
    const details = detailsRef.current;
    if (!details) return;
    event.preventDefault();
    details.open = true;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    details.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    details.querySelector("summary")?.focus({ preventScroll: true });
  };
  return { detailsRef, reveal };
}

export function BenefitsConditions({ detailsRef }: { detailsRef: React.RefObject<HTMLDetailsElement | null> }) {
  return (
    <details
      ref={detailsRef}
      id={CONDITIONS_ID}
      className="group scroll-mt-24 rounded-card border border-slate-200 bg-white"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-3 text-xl font-bold text-brand-700 [&::-webkit-details-marker]:hidden">
        Condiciones de la promoción
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 7.5l5 5 5-5" />
        </svg>
      </summary>
      <ol className="flex list-decimal flex-col gap-2 px-5 pb-5 pl-10 leading-relaxed">
        {CONDITIONS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </details>
  );
}
