// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Component, useState, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastQueue } from "#app/platform/toasts.ts";
import { HydrateOnUse, onDemand, type OnDemand } from "#app/components/on-demand.tsx";
import { LOAD_FAILED_MESSAGE } from "#app/components/ui/lazy.tsx";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <a href="/ofertas">Ver ofertas</a>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {label}: {count}
      </button>
    </section>
  );
}

/** Stands for the route's error page: the part's failure must never reach it. */
class RouteErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <h1>Página de error</h1> : this.props.children;
  }
}

function Page({ part, label = "Clics" }: { part: OnDemand<{ label: string }>; label?: string }) {
  return (
    <RouteErrorPage>
      <main>
        <h1>Inicio</h1>
        <HydrateOnUse of={part} props={{ label }} />
      </main>
    </RouteErrorPage>
  );
}

const chunkError = () => new TypeError("Failed to fetch dynamically imported module: /assets/counter-x1.js");
const toastMessages = () => toastQueue.visibleToasts.map((toast) => toast.content.message);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders inside an awaited act(), so React retries the suspended render when the code has loaded (or failed). */
async function renderAsync(ui: React.ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  if (!result) throw new Error("render failed");
  return result;
}

/** The server's HTML of the page (rendered as on the server: no document, the chunk loaded at start-up). */
async function serverHtml(): Promise<string> {
  const onServer = onDemand(() => Promise.resolve(Counter));
  await onServer.load();
  vi.stubGlobal("document", undefined);
  try {
    return renderToString(<Page part={onServer} />);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A part's chunk that arrives when the test says so. */
function lateChunk<P extends object>(component: React.ComponentType<P>) {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<React.ComponentType<P>>((resolve) => {
        arrive = () => resolve(component);
      }),
  );
  return { part: onDemand(load), load, arrive: () => arrive() };
}

function EmailForm() {
  const [email, setEmail] = useState("");
  return (
    <form aria-label="Alerta">
      <label>
        Correo
        <input value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <output>{email === "" ? "vacío" : email}</output>
    </form>
  );
}

describe("HydrateOnUse", () => {
  it("keeps the server HTML in place when the chunk fails, says so on use, and hydrates on a later use", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const container = document.createElement("div");
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const serverButton = screen.getByRole("button", { name: "Clics: 0" });

    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(Counter) : Promise.reject(chunkError())));
    const part = onDemand(load);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Page part={part} />, { onRecoverableError: recoverable });
      await Promise.resolve();
    });

    // A sign that is not a use (pointing at it) fetches the chunk; its failure is only logged.
    fireEvent.pointerOver(serverButton);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(load).toHaveBeenCalled();
    expect(toastMessages()).not.toContain(LOAD_FAILED_MESSAGE);

    // A press on the part tries again; failing again, the visitor is told.
    const callsBefore = load.mock.calls.length;
    fireEvent.pointerDown(serverButton);
    await vi.waitFor(() => expect(toastMessages()).toContain(LOAD_FAILED_MESSAGE));
    expect(load.mock.calls.length).toBe(callsBefore + 1);

    // The server HTML is still there, the same elements, the link still a link; no error page.
    expect(screen.getByRole("button", { name: "Clics: 0" })).toBe(serverButton);
    expect(screen.getByRole("link", { name: "Ver ofertas" }).getAttribute("href")).toBe("/ofertas");
    expect(screen.queryByRole("heading", { name: "Página de error" })).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();

    // The connection is back: the next use downloads the chunk and hydrates the same HTML.
    online = true;
    await act(async () => {
      fireEvent.focusIn(serverButton);
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(callsBefore + 2));
    });
    await act(async () => {
      fireEvent.click(serverButton);
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Clics: 1" })).toBe(serverButton));
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("in a client render, a failed chunk renders nothing and says so; the next mount tries again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let online = false;
    const part = onDemand(() => (online ? Promise.resolve(Counter) : Promise.reject(chunkError())));
    const first = await renderAsync(<Page part={part} />);
    await vi.waitFor(() => expect(toastMessages()).toContain(LOAD_FAILED_MESSAGE));
    expect(screen.getByRole("heading", { name: "Inicio" })).toBeDefined();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Página de error" })).toBeNull();
    first.unmount();

    online = true;
    await renderAsync(<Page part={part} />);
    expect(await screen.findByRole("button", { name: "Clics: 0" })).toBeDefined();
  });

  it("shows a copy of the server HTML, never nothing, when an update reaches it before its chunk", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const container = document.createElement("div");
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const { part, load, arrive } = lateChunk(Counter);
    await act(async () => {
      root = hydrateRoot(container, <Page part={part} />, { onRecoverableError: () => undefined });
      await Promise.resolve();
    });
    // Pointing at it starts the download (React's root listener would not let the event reach the part's HTML).
    fireEvent.pointerOver(screen.getByRole("button", { name: "Clics: 0" }));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());

    // New props before the code is here: React gives up hydrating the part and shows its fallback.
    await act(async () => {
      root?.render(<Page part={part} label="Toques" />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole("button", { name: "Clics: 0" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Ver ofertas" }).getAttribute("href")).toBe("/ofertas");
    expect(screen.queryByRole("heading", { name: "Página de error" })).toBeNull();

    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Toques: 0" })).toBeDefined());
    expect(screen.queryByRole("button", { name: "Clics: 0" })).toBeNull();
  });

  it("keeps what was typed in the part before it hydrated", async () => {
    const onServer = onDemand(() => Promise.resolve(EmailForm));
    await onServer.load();
    vi.stubGlobal("document", undefined);
    let html: string;
    try {
      html = renderToString(<HydrateOnUse of={onServer} props={{}} />);
    } finally {
      vi.unstubAllGlobals();
    }
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const input = screen.getByRole("textbox", { name: "Correo" });
    (input as HTMLInputElement).value = "viajera@example.pe";

    const { part, load, arrive } = lateChunk(EmailForm);
    await act(async () => {
      root = hydrateRoot(container, <HydrateOnUse of={part} props={{}} />);
      await Promise.resolve();
    });
    fireEvent.pointerOver(input);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.getByRole("status").textContent).toBe("vacío");
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The code is here: a press on the part hydrates it (React hydrates the pressed part first).
    await act(async () => {
      fireEvent.click(screen.getByRole("status"));
      await Promise.resolve();
    });
    // Hydrated on the same element, and its state learnt the early value (a render would otherwise clear it).
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe("viajera@example.pe"));
    expect(screen.getByRole("textbox", { name: "Correo" })).toBe(input);
    expect((input as HTMLInputElement).value).toBe("viajera@example.pe");
  });
});
