import { useState } from "react";
import { useLocation } from "react-router";
import type { Advertisement } from "#app/features/advertisements/advertisement-schemas.ts";
import { usePromoAdvertisement } from "#app/features/advertisements/use-promo-advertisement.ts";
import { PauseIcon, PlayIcon } from "./icons.tsx";

/**
 * The scrolling promo strip (SPEC 2.2, 4, 9). Server-rendered with the current advertisement, so its height is
 * part of the first layout; motion can be paused (WCAG 2.2.2) and stops under prefers-reduced-motion.
 */
export function PromoStrip({ initial }: { initial: Advertisement | null }) {
  const { pathname } = useLocation();
  const advertisement = usePromoAdvertisement(initial, pathname);
  const [paused, setPaused] = useState(false);
  if (!advertisement) return null;
  return (
    <div
      role="region"
      aria-label="Promoción vigente"
      data-testid="promo-strip"
      className="kv-marquee-host flex min-h-10 items-center gap-2 bg-accent-500 text-ink"
      {...(paused ? { "data-paused": "" } : {})}
    >
      <div className="min-w-0 flex-1 overflow-hidden px-4 py-2">
        <p className="kv-marquee text-sm leading-6 font-bold">{advertisement.advertisementContent}</p>
      </div>
      <button
        type="button"
        data-js-only
        aria-pressed={paused}
        aria-label="Pausar anuncio"
        onClick={() => setPaused((value) => !value)}
        className="mr-2 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink outline-none hover:bg-black/10 focus-visible:ring-4 focus-visible:ring-brand-600 motion-reduce:hidden"
      >
        {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      </button>
    </div>
  );
}
