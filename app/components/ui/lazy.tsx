import { Component, createElement, Suspense, use, type ComponentType, type ReactNode } from "react";
import { showToast } from "#app/platform/toasts.ts";

export type LazyComponent<P> = ComponentType<P> & { preload: () => void };

export const LOAD_FAILED_MESSAGE = "No pudimos abrir esta sección. Revisa tu conexión e inténtalo de nuevo.";

/** A part of the page whose code could not be downloaded: a warning in the console and a toast for the visitor. */
export function reportLoadFailure(error: unknown): void {
  console.warn("A part of the page could not be loaded", error);
  showToast({ type: "ERROR", title: "Error", message: LOAD_FAILED_MESSAGE });
}

/** Catches a failed download below it: renders nothing instead and reports it (reportLoadFailure). */
export class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportLoadFailure(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export type LoadOnce<T> = {
  /** The download, started on the first call and shared by later ones; after a failure the next call starts anew. */
  fetch: () => Promise<T>;
  /** Its result once it has arrived. */
  current: () => T | undefined;
};

/** One download shared by every caller, tried again after a failure (a lost connection, a chunk gone after a deploy). */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    fetch: () =>
      (pending ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => loaded,
  };
}

/**
 * A component whose code is fetched on first use, not with the page: overlays (dialogs, popovers, drawers) that
 * nobody sees until they press something. Render it only while it is open. `preload()` starts the download early
 * (on hover or focus of the trigger) so the first press does not wait. A failed download renders nothing, says so
 * in a toast, and is tried again the next time the component mounts.
 */
export function lazyComponent<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  const code = loadOnce(() => load().then(pick));

  function Loaded(props: P) {
    return createElement(code.current() ?? use(code.fetch()), props);
  }

  function Lazy(props: P) {
    return (
      <LoadBoundary>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  Lazy.preload = () => {
    code.fetch().catch(() => undefined);
  };
  return Lazy;
}
