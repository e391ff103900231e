import {
  createElement,
  memo,
  Suspense,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";

import { replayEarlyInputIn } from "./forms/early-input.ts";
import { awaitedByRender } from "./on-demand-registry.ts";
import { LoadBoundary, loadOnce, reportLoadFailure } from "./ui/lazy.tsx";

/** The longest a HydrateOnUse waits for the browser to be idle before it loads its children anyway. */
const IDLE_TIMEOUT_MS = 3000;

type Loader<P> = () => Promise<ComponentType<P>>;

export type OnDemand<P> = {
  /**
   * Renders the component once its chunk is loaded; suspends (nearest Suspense boundary) until then. A failed
   * download renders nothing and says so in a toast (lazy.tsx's LoadBoundary); the next mount tries again.
   */
  Component: ComponentType<P>;
  /** Starts fetching the chunk (idempotent, failures ignored): call it on hover or focus of what will show it. */
  preload: () => void;
  /** The chunk's download (shared; after a failure the next call tries again). */
  load: () => Promise<ComponentType<P>>;
};

/**
 * A component whose JavaScript is a separate chunk, fetched on first use instead of with the page's first load.
 * The server loads it at start-up, so its HTML is in the page as before. In the browser, a render before the chunk
 * arrives suspends; in a navigation (a transition) React keeps showing the previous screen meanwhile. Where its
 * server HTML is hydrated, render it through HydrateOnUse: that keeps the HTML in place until the chunk has arrived,
 * also when the download fails (an error while hydrating would make React drop the HTML). Not React.lazy: that one
 * would suspend on the server's first request after start-up.
 */
export function onDemand<P extends object>(load: Loader<P>): OnDemand<P> {
  const code = loadOnce(load);
  const preload = () => {
    code.fetch().catch(() => undefined);
  };
  if (import.meta.env.SSR) preload();
  function Loaded(props: P) {
    // createElement: the component is the module's, the same on every render (not one created here).
    const loaded = code.current();
    if (loaded) return createElement(loaded, props);
    const pending = code.fetch();
    awaitedByRender(pending);
    return createElement(use(pending), props);
  }
  function Component(props: P) {
    return (
      <LoadBoundary>
        <Loaded {...props} />
      </LoadBoundary>
    );
  }
  return { Component, preload, load: code.fetch };
}

type HydrateOnUseProps<P> = {
  of: OnDemand<P>;
  props: P;
  /** Load at once instead of on use or when idle (the page's own home tab), and make the start-up wait for it. */
  eager?: boolean;
};

/**
 * Hydrates its children when they are first used (near the viewport, pointed at or focused), at the first
 * press or key anywhere on the page, or once the browser is idle after the start-up, whichever comes first (`eager`:
 * at once). Until then their server HTML stays as it is (React keeps a suspended boundary's HTML while hydrating),
 * and the chunk of the `onDemand` component is not fetched. A keystroke or click before then acts on the plain HTML
 * (typing types, links navigate); React does not run its handlers for it. If the download fails the HTML stays as it
 * is and keeps working as plain HTML; the next press on or focus in the part tries again, and if that fails too the
 * visitor is told in a toast. The wrapper is `display: contents`, so the layout is unchanged. After hydration (a
 * client render) the children render at once.
 */
export function HydrateOnUse<P extends object>({ of, props, eager = false }: HydrateOnUseProps<P>) {
  return <HydrateOnUseMemo of={of as OnDemand<object>} props={props} eager={eager} />;
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
    before.eager === after.eager &&
    sameProps(before.props as Record<string, unknown>, after.props as Record<string, unknown>),
);

type Gate = {
  promise: Promise<void>;
  open: () => void;
  /** The server's HTML of the part, read before hydration: the fallback that looks exactly like it. */
  html: string;
};

function HydrateOnUseImpl({ of, props, eager }: Required<HydrateOnUseProps<object>>) {
  const { load } = of;
  const children = <of.Component {...props} />;
  const ref = useRef<HTMLDivElement>(null);
  // Only a mount that hydrates server HTML waits; in a client render (a navigation) the children render at once.
  // useId is the same on the server and while hydrating, and of another form in a client render: the wrapper with
  // this id is in the document only when this mount is hydrating it (boundaries inside Suspense hydrate after the
  // root has committed, so neither a flag set by an effect nor root's `hydrating` class can tell).
  const id = useId();
  const [gate] = useState((): Gate | null => {
    const wrapper = typeof document === "undefined" ? null : document.getElementById(id);
    if (!wrapper) return null;
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    // The start-up says the page is ready once this has arrived (or failed): the page's own tab is then usable.
    if (eager) awaitedByRender(load().then(open, () => undefined));
    return { promise, open, html: wrapper.innerHTML };
  });
  useEffect(() => {
    const current = ref.current;
    if (!current || !gate) return;
    return waitForUse(current, load, gate.open, eager);
  }, [load, gate, eager]);
  // The server renders the boundary that hydration keeps in place; a client render has no HTML to keep, and
  // without a boundary of its own a navigation keeps the previous screen while the chunk downloads.
  return (
    <div ref={ref} id={id} className="contents">
      {gate ? (
        // The gate opens only once the chunk is here: the component under it never suspends nor fails. The
        // fallback is the server HTML itself: React shows it only if it gives up hydrating the boundary (an update
        // or a context change reaches it before its chunk has arrived), and then nothing on the page moves.
        <Suspense fallback={<ServerHtml html={gate.html} />}>
          <Gate promise={gate.promise} wrapper={ref}>
            {children}
          </Gate>
        </Suspense>
      ) : typeof document === "undefined" ? (
        <Suspense fallback={null}>{children}</Suspense>
      ) : (
        children
      )}
    </div>
  );
}

/**
 * Loads the chunk at the first sign of use (or at once when `eager`) and opens the gate when it has arrived. A
 * failed download leaves the gate shut (the server HTML in place); each later press on or focus in the part tries
 * again, and tells the visitor when that fails too. Returns the clean-up.
 */
function waitForUse(node: HTMLElement, load: () => Promise<unknown>, open: () => void, eager: boolean): () => void {
  let loading = false;
  let used = false;
  let done = false;
  let waiting = true;
  const attempt = () => {
    if (loading || done || (!waiting && !used)) return;
    loading = true;
    stopWaiting();
    load().then(
      () => {
        done = true;
        cleanup();
        open();
      },
      (error: unknown) => {
        loading = false;
        // Told only when the visitor is using the part; a download started by idle time or scrolling stays quiet.
        if (used) reportLoadFailure(error);
        else console.warn("A part of the page could not be loaded; it is tried again on use", error);
        used = false;
      },
    );
  };
  // On the window, in the capture phase: React stops the propagation of events aimed at a boundary it has not
  // hydrated (at its root container), so listeners on the part itself would not hear them.
  const onEvent = (event: Event) => {
    const inside = event.target instanceof Node && node.contains(event.target);
    if (inside && (event.type === "pointerdown" || event.type === "focusin")) used = true;
    // Any press or key elsewhere may be a navigation that re-renders the children: hydrate them first.
    if (inside || event.type === "pointerdown" || event.type === "keydown") attempt();
  };
  const events = ["pointerover", "focusin", "pointerdown", "keydown"] as const;
  for (const name of events) window.addEventListener(name, onEvent, { passive: true, capture: true });
  // And in any case once the browser is idle after the start-up: off the first load's path, not left for later.
  const idle =
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(attempt, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(attempt, IDLE_TIMEOUT_MS);
  const target = node.firstElementChild;
  const observer =
    typeof IntersectionObserver === "function" && target
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && attempt(), {
          rootMargin: "400px 0px",
        })
      : undefined;
  if (observer && target) observer.observe(target);
  if (eager || !observer) attempt();
  // The signs that are not a use of the part start one download; after a failure only a use tries again.
  function stopWaiting() {
    waiting = false;
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    else window.clearTimeout(idle);
    observer?.disconnect();
  }
  function cleanup() {
    stopWaiting();
    for (const name of events) window.removeEventListener(name, onEvent, { capture: true });
  }
  return cleanup;
}

function Gate({
  promise,
  wrapper,
  children,
}: {
  promise: Promise<void>;
  wrapper: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  use(promise);
  // Hydrated (its layout effects run once the boundary has committed): what the visitor typed in the part's server
  // HTML until now is in the DOM but not in its state; replay it as input, as the root does at hydration.
  useLayoutEffect(() => {
    if (wrapper.current) replayEarlyInputIn(wrapper.current);
  }, [wrapper]);
  return children;
}

/**
 * The part's server HTML as a plain copy: never suspends, and keeps the part's height and look while its code is
 * still on the way. `display: contents`, like the wrapper. Its links and forms work as plain HTML.
 */
function ServerHtml({ html }: { html: string }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
