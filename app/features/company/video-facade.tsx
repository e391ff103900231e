import { useState } from "react";
import { EmbedFrame } from "#app/components/ui/embed-frame.tsx";
import { ExternalLink } from "#app/components/ui/link.tsx";

/** Adds autoplay to the configured embed URL: the visitor already pressed play on our poster. */
export function withAutoplay(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}autoplay=1`;
}

/**
 * A lightweight facade for the company video: a poster and a play button; the third-party player (and its
 * scripts and cookies) loads only after the visitor asks for it.
 */
export function VideoFacade({ url, title, poster }: { url: string; title: string; poster: string }) {
  const [active, setActive] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-card bg-brand-900 shadow-lg">
      {active ? (
        <EmbedFrame
          src={withAutoplay(url)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
          fallbackClassName="absolute inset-0 size-full"
          fallback={
            <>
              <img src={poster} alt="" width={1280} height={720} className="size-full object-cover opacity-40" />
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
                <p className="text-lg font-bold">No pudimos cargar el video.</p>
                <ExternalLink href={url} className="font-semibold text-white underline underline-offset-2">
                  Ábrelo en una nueva pestaña
                </ExternalLink>
              </div>
            </>
          }
        />
      ) : (
        <button
          type="button"
          onClick={() => setActive(true)}
          className="group absolute inset-0 size-full cursor-pointer"
          aria-label={`Reproducir el video: ${title}`}
        >
          <img src={poster} alt="" width={1280} height={720} className="size-full object-cover" />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-20 items-center justify-center rounded-full bg-accent-500 text-ink shadow-xl transition-transform group-hover:scale-110">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="ml-1 size-9" fill="currentColor">
                <path d="M5 3.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 5 3.5z" />
              </svg>
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
