/**
 * Chunks that a render is waiting for (an `onDemand` component rendered before its code arrived). The start-up
 * waits for them before it says the page is ready (removes `hydrating`), so a page whose main content is such a
 * component is interactive when it says so. Its own tiny module: the start-up is in every page's first load.
 */
const awaited = new Set<Promise<unknown>>();

export function awaitedByRender(promise: Promise<unknown>): void {
  awaited.add(promise);
}

export function renderedChunksSettled(): Promise<unknown> {
  return Promise.allSettled([...awaited]);
}
