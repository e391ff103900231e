import { useEffect, useRef, useState } from "react";

/**
 * The embedded campaign page (SPEC 2.6: a full-height embedded page). A page of our own origin (the built-in
 * campaign) is sized to its content, so the site page scrolls as one and nothing hides inside the frame on a phone
 * (issue 14, item 10); another site's page cannot be measured and keeps the full screen height.
 */
export function CampaignFrame({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let observer: ResizeObserver | null = null;
    const measure = () => {
      let root: HTMLElement | undefined;
      try {
        root = element.contentDocument?.documentElement;
      } catch {
        return;
      }
      if (!root || element.contentWindow?.location.href === "about:blank") return;
      const update = () => setHeight(Math.ceil(root.getBoundingClientRect().height));
      update();
      observer?.disconnect();
      observer = new ResizeObserver(update);
      observer.observe(root);
    };
    // The frame may have loaded before hydration: measure now, and again on every load.
    measure();
    element.addEventListener("load", measure);
    return () => {
      element.removeEventListener("load", measure);
      observer?.disconnect();
    };
  }, [src]);
  return (
    <iframe
      ref={frame}
      key={src}
      src={src}
      title={title}
      className="block w-full border-0"
      style={{ height: height === null ? "100dvh" : `${height}px` }}
    />
  );
}
