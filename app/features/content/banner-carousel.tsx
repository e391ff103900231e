import { Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Await } from "react-router";
import { onPageVisibility } from "#app/components/carousel-registry.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ContentLink } from "./content-link.tsx";
import type { Banner } from "./content-types.ts";

/** SPEC 9: 1.25, 2, 3 and 4 slides at 0, 576, 768 and 1024 px; 4 placeholders while loading. */
const SLIDE_CLASS = "w-[80%] shrink-0 snap-start px-2 sm:w-1/2 md:w-1/3 lg:w-1/4";
const PLACEHOLDERS = 4;
/** SPEC 9: the default carousel interval. */
export const BANNER_INTERVAL_MS = 5000;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The HOME promo banners (SPEC 2.3): a row of slides that advances every 5 s, pausable and keyboard operable. */
export function BannerCarousel({ banners }: { banners: Promise<Banner[]> | Banner[] }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-2 pt-8">
      <Suspense fallback={<BannerPlaceholders />}>
        <Await resolve={banners} errorElement={null}>
          {(list) => (list.length > 0 ? <BannerSlides banners={list} /> : null)}
        </Await>
      </Suspense>
    </div>
  );
}

function BannerPlaceholders() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Cargando promociones…</span>
      <div aria-hidden="true" className="flex overflow-hidden">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <div key={index} className={SLIDE_CLASS}>
            <div className="aspect-[4/3] animate-pulse rounded-card bg-slate-200 md:aspect-video" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="h-9" />
    </div>
  );
}

function BannerSlides({ banners }: { banners: Banner[] }) {
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  // null until the visitor presses pause/play: then their choice wins over the motion preference.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [pageHidden, setPageHidden] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !pageHidden && !hovered && !focused && banners.length > 1;

  useEffect(() => onPageVisibility(setPageHidden), []);

  const advance = useCallback(
    (step: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      const slides = Array.from(track.children) as HTMLElement[];
      const current = slides.reduce(
        (best, slide, index) =>
          Math.abs(slide.offsetLeft - track.scrollLeft) < Math.abs((slides[best]?.offsetLeft ?? 0) - track.scrollLeft)
            ? index
            : best,
        0,
      );
      const maxScroll = track.scrollWidth - track.clientWidth;
      let left: number;
      if (step > 0) left = track.scrollLeft >= maxScroll - 2 ? 0 : (slides[current + 1]?.offsetLeft ?? 0);
      else left = current === 0 ? maxScroll : (slides[current - 1]?.offsetLeft ?? 0);
      track.scrollTo({ left, behavior: reducedMotion ? "auto" : "smooth" });
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => advance(1), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, advance]);

  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Promociones"
      className="flex flex-col gap-3"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        id={trackId}
        ref={trackRef}
        className="relative flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${index + 1} de ${banners.length}`}
            className={SLIDE_CLASS}
          >
            <ContentLink
              href={banner.redirectUrl}
              className="block overflow-hidden rounded-card focus-visible:ring-4 focus-visible:ring-accent-400"
            >
              <picture>
                <source
                  media="(min-width: 768px)"
                  srcSet={banner.imageLink}
                  width={banner.imageWidth}
                  height={banner.imageHeight}
                />
                <img
                  src={banner.mobileImageLink}
                  width={banner.mobileImageWidth}
                  height={banner.mobileImageHeight}
                  alt={banner.title}
                  loading={index === 0 ? "eager" : "lazy"}
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover md:aspect-video"
                />
              </picture>
            </ContentLink>
          </div>
        ))}
      </div>
      <div data-js-only className="flex h-9 items-center justify-center gap-2">
        {banners.length > 1 ? (
          <>
            <button
              type="button"
              aria-controls={trackId}
              onClick={() => setUserPlaying(!playing)}
              className={buttonClasses("secondary", "sm")}
            >
              {playing ? "Pausar" : "Reproducir"}
              <span className="sr-only"> promociones</span>
            </button>
            <button
              type="button"
              aria-controls={trackId}
              aria-label="Promoción anterior"
              onClick={() => advance(-1)}
              className={buttonClasses("ghost", "sm")}
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              aria-controls={trackId}
              aria-label="Promoción siguiente"
              onClick={() => advance(1)}
              className={buttonClasses("ghost", "sm")}
            >
              <Arrow direction="right" />
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === "left" ? "M12.5 4.5L7 10l5.5 5.5" : "M7.5 4.5L13 10l-5.5 5.5"} />
    </svg>
  );
}
