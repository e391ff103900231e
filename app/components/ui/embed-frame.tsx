import { useEffect, useState, type IframeHTMLAttributes, type ReactNode } from "react";

/** How long an embedded page may take to answer before the fallback replaces it. */
export const EMBED_TIMEOUT_MS = 6_000;

type EmbedFrameProps = IframeHTMLAttributes<HTMLIFrameElement> & {
  src: string;
  title: string;
  /** What the visitor gets instead when the embedded page cannot be reached (an address and a map link...). */
  fallback: ReactNode;
  /** Classes of the fallback's box: give it the frame's size, so nothing moves when it replaces the frame. */
  fallbackClassName?: string;
};

/**
 * An iframe of another site that turns into a useful fallback when that site cannot be reached (issue 14, item 9):
 * a blocked or offline third party otherwise leaves an empty grey box or a broken-frame icon, and a frame's load
 * event cannot tell (browsers fire it for their error pages too). So the browser asks the frame's address once,
 * without credentials (an opaque answer is enough): a network error, or no answer within EMBED_TIMEOUT_MS, shows the
 * fallback. Without JavaScript the frame stays as it is.
 */
export function EmbedFrame({ src, title, fallback, fallbackClassName, ...frame }: EmbedFrameProps) {
  // The address that failed: another src (a branch chosen on the map page) gets its own check.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      controller.abort();
      setFailedSrc(src);
    }, EMBED_TIMEOUT_MS);
    const url = new URL(src, window.location.href);
    fetch(url, { mode: url.origin === window.location.origin ? "same-origin" : "no-cors", signal: controller.signal })
      .then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
          if (!controller.signal.aborted) setFailedSrc(src);
        },
      )
      .finally(() => clearTimeout(timer));
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [src]);
  if (failedSrc === src) {
    return (
      <div role="group" aria-label={title} className={fallbackClassName}>
        {fallback}
      </div>
    );
  }
  return <iframe src={src} title={title} {...frame} />;
}
