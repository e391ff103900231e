import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { onPageVisibility } from "#app/components/carousel-registry.ts";
import { Button } from "./button.tsx";
import { cx } from "./cx.ts";

export type CarouselSlide = {
  id: string;
  /** Short text naming the slide for screen readers ("Cierra puertas: vuelos a Cusco"). */
  label: string;
  content: ReactNode;
};

export type CarouselProps = {
  /** Accessible name of the carousel (a region landmark). */
  label: string;
  slides: CarouselSlide[];
  /** Autoplay interval; SPEC 9: 5000 ms by default, 3000 ms on the store page. */
  intervalMs?: number;
  className?: string;
};

export const DEFAULT_CAROUSEL_INTERVAL_MS = 5000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * Accessible auto-rotating carousel (WAI-ARIA APG pattern): a pause/play button first, previous/next buttons,
 * slide pickers; rotation stops while the pointer or keyboard focus is inside, while the page is hidden, and
 * does not start by itself for visitors who prefer reduced motion.
 */
export function Carousel({ label, slides, intervalMs = DEFAULT_CAROUSEL_INTERVAL_MS, className }: CarouselProps) {
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  // null until the visitor presses pause/play: then their choice wins over the motion preference.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = userPlaying ?? !reducedMotion;
  const [pageHidden, setPageHidden] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = playing && !pageHidden && !hovered && !focused && count > 1;

  useEffect(() => onPageVisibility(setPageHidden), []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      aria-roledescription="carrusel"
      aria-label={label}
      className={cx("flex flex-col gap-3", className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div id={slidesId} aria-live={rotating ? "off" : "polite"} className="grid overflow-hidden rounded-card">
        {slides.map((slide, position) => {
          const current = position === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${position + 1} de ${count}: ${slide.label}`}
              aria-hidden={!current}
              inert={!current}
              data-current={current ? "true" : undefined}
              className={cx(
                "[grid-area:1/1] transition-opacity duration-500",
                current ? "opacity-100" : "pointer-events-none opacity-0",
              )}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div data-js-only className="flex flex-wrap items-center justify-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-controls={slidesId}
            onPress={() => setUserPlaying(!playing)}
            aria-label={playing ? `Pausar carrusel ${label}` : `Reproducir carrusel ${label}`}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span>{playing ? "Pausar" : "Reproducir"}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-controls={slidesId}
            aria-label="Diapositiva anterior"
            onPress={() => show(index - 1)}
          >
            <ArrowIcon direction="left" />
          </Button>
          <div role="group" aria-label="Elegir diapositiva" className="flex items-center gap-1">
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                aria-controls={slidesId}
                aria-label={`Mostrar diapositiva ${position + 1}: ${slide.label}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => show(position)}
                className="flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    "block size-2.5 rounded-full",
                    position === index ? "bg-brand-600" : "border border-brand-600 bg-white",
                  )}
                />
              </button>
            ))}
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-controls={slidesId}
            aria-label="Diapositiva siguiente"
            onPress={() => show(index + 1)}
          >
            <ArrowIcon direction="right" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <rect x="4" y="3" width="4" height="14" rx="1" />
      <rect x="12" y="3" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M5 3.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 5 3.5z" />
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === "left" ? "M12.5 4.5L7 10l5.5 5.5" : "M7.5 4.5L13 10l-5.5 5.5"} />
    </svg>
  );
}
