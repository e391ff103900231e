import {
  createElement,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";

import { awaitedByRender } from "./on-demand-registry.ts";

/**
 * Set once a HydrateOnUse has committed its hydration: later mounts are client renders. (Root's `hydrating` class,
 * removed after the start-up, tells the same where no HydrateOnUse was hydrated.)
 */
let hydrated = false;

/** The longest a HydrateOnUse waits for the browser to be idle before it loads its children anyway. */
const IDLE_TIMEOUT_MS = 3000;

type Loader<P> = () => Promise<ComponentType<P>>;

export type OnDemand<P> = {
  /** Renders the component once its chunk is loaded; suspends (nearest Suspense boundary) until then. */
  Component: ComponentType<P>;
  /** Starts fetching the chunk (idempotent): call it on hover or focus of what will show the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose JavaScript is a separate chunk, fetched on first use instead of with the page's first load.
 * The server loads it at start-up, so its HTML is in the page as before. In the browser, a render before the chunk
 * arrives suspends: while hydrating, React keeps the server's HTML of the nearest Suspense boundary in place (and
 * still working as plain HTML) until the chunk arrives; in a navigation (a transition) React keeps showing the
 * previous screen meanwhile. Not React.lazy: that one would suspend on the server's first request after start-up.
 */
export function onDemand<P extends object>(load: Loader<P>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  if (import.meta.env.SSR) void preload();
  function Component(props: P) {
    // createElement: the component is the module's, the same on every render (not one created here).
    if (loaded) return createElement(loaded, props);
    const pending = preload();
    awaitedByRender(pending);
    return createElement(use(pending), props);
  }
  return { Component, preload };
}

/**
 * Hydrates its children when they are first used (near the viewport, pointed at or focused), at the first
 * press or key anywhere on the page, or once the browser is idle after the start-up, whichever comes first. Until then
 * their server HTML stays as it is (React keeps a suspended boundary's HTML while hydrating), and `preload` (the
 * chunk of an `onDemand` component inside) is not fetched. A keystroke or click before then acts on the plain HTML
 * (typing types, links navigate); React does not run its handlers for it. The wrapper is `display: contents`, so the
 * layout is unchanged. After hydration (a client render) the children render at once.
 */
export function HydrateOnUse<P extends object>({ of, props }: { of: OnDemand<P>; props: P }) {
  return <HydrateOnUseMemo of={of as OnDemand<object>} props={props} />;
}

/** Shallow-equal props: no re-render reaches the boundary while it waits (React would drop its server HTML). */
function sameProps(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

const HydrateOnUseMemo = memo(
  HydrateOnUseImpl,
  (before, after) =>
    before.of === after.of &&
    sameProps(before.props as Record<string, unknown>, after.props as Record<string, unknown>),
);

function HydrateOnUseImpl({ of, props }: { of: OnDemand<object>; props: object }) {
  const { preload } = of;
  const children = <of.Component {...props} />;
  const ref = useRef<HTMLDivElement>(null);
  // Only a mount during the hydration waits; in a client render (a navigation) the children render at once.
  const [gate] = useState(() => {
    if (typeof document === "undefined" || hydrated || !document.documentElement.classList.contains("hydrating")) {
      return null;
    }
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { promise, open };
  });
  useEffect(() => {
    hydrated = true;
    const current = ref.current;
    if (!current || !gate) return;
    const node: HTMLDivElement = current;
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      cleanup();
      void preload().then(gate.open, gate.open);
    };
    const events = ["pointerover", "focusin"] as const;
    for (const name of events) node.addEventListener(name, start, { passive: true, capture: true });
    // Any press or key elsewhere may be a navigation that re-renders the children: hydrate them first.
    const pageEvents = ["pointerdown", "keydown"] as const;
    for (const name of pageEvents) window.addEventListener(name, start, { passive: true, capture: true });
    // And in any case once the browser is idle after the start-up: off the first load's path, not left for later.
    const idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(start, IDLE_TIMEOUT_MS);
    const target = node.firstElementChild;
    const observer =
      typeof IntersectionObserver === "function" && target
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
            rootMargin: "400px 0px",
          })
        : undefined;
    if (observer && target) observer.observe(target);
    else start();
    function cleanup() {
      for (const name of events) node.removeEventListener(name, start, { capture: true });
      for (const name of pageEvents) window.removeEventListener(name, start, { capture: true });
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
    }
    return cleanup;
  }, [preload, gate]);
  return (
    <div ref={ref} className="contents">
      <Suspense fallback={null}>{gate ? <Gate promise={gate.promise}>{children}</Gate> : children}</Suspense>
    </div>
  );
}

function Gate({ promise, children }: { promise: Promise<void>; children: ReactNode }) {
  use(promise);
  return children;
}
