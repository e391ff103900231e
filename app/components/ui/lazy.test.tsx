// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastQueue } from "#app/platform/toasts.ts";
import { lazyComponent, LOAD_FAILED_MESSAGE } from "./lazy.tsx";

/** Renders inside an awaited act(), so React retries the suspended render when the code has loaded. */
async function renderAsync(ui: React.ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  if (!result) throw new Error("render failed");
  return result;
}

function Greeting({ name }: { name: string }) {
  return <p>Hola {name}</p>;
}

afterEach(() => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  vi.restoreAllMocks();
});

describe("lazyComponent", () => {
  it("loads the code once, on first render, and renders it with its props", async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Lazy = lazyComponent(load, (module) => module.Greeting);
    expect(load).not.toHaveBeenCalled();
    const { unmount } = await renderAsync(<Lazy name="Ana" />);
    expect(await screen.findByText("Hola Ana")).toBeDefined();
    unmount();
    await renderAsync(<Lazy name="Luis" />);
    expect(await screen.findByText("Hola Luis")).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("preloads without rendering", async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Lazy = lazyComponent(load, (module) => module.Greeting);
    Lazy.preload();
    Lazy.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders nothing and says so in a toast when the download fails, and tries again on the next mount", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve({ Greeting })
        : Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    const Lazy = lazyComponent(load, (module) => module.Greeting);
    const { container, unmount } = await renderAsync(<Lazy name="Ana" />);
    await vi.waitFor(() =>
      expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain(LOAD_FAILED_MESSAGE),
    );
    expect(container.textContent).toBe("");
    expect(console.warn).toHaveBeenCalled();
    unmount();
    online = true;
    await renderAsync(<Lazy name="Ana" />);
    expect(await screen.findByText("Hola Ana")).toBeDefined();
  });
});
