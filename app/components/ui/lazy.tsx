import { Component, createElement, Suspense, use, type ComponentType, type ReactNode } from "react";
import { showToast } from "#app/platform/toasts.ts";

export type LazyComponent<P> = ComponentType<P> & { preload: () => void };

export const LOAD_FAILED_MESSAGE = "No pudimos abrir esta sección. Revisa tu conexión e inténtalo de nuevo.";

class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("A part of the page could not be loaded", error);
    showToast({ type: "ERROR", title: "Error", message: LOAD_FAILED_MESSAGE });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
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
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Loaded(props: P) {
    return createElement(loaded ?? use(fetchOnce()), props);
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
    fetchOnce().catch(() => undefined);
  };
  return Lazy;
}
