// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel, type CarouselSlide } from "./carousel.tsx";

const SLIDES: CarouselSlide[] = ["Cusco", "Arequipa", "Iquitos"].map((city) => ({
  id: city,
  label: city,
  content: <p>{city}</p>,
}));

function currentLabel(): string | null {
  return document.querySelector("[data-current='true']")?.getAttribute("aria-label") ?? null;
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe("Carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("advances every interval and wraps around", () => {
    render(<Carousel label="Destinos" slides={SLIDES} intervalMs={3000} />);
    expect(currentLabel()).toBe("1 de 3: Cusco");
    act(() => vi.advanceTimersByTime(2999));
    expect(currentLabel()).toBe("1 de 3: Cusco");
    act(() => vi.advanceTimersByTime(1));
    expect(currentLabel()).toBe("2 de 3: Arequipa");
    act(() => vi.advanceTimersByTime(6000));
    expect(currentLabel()).toBe("1 de 3: Cusco");
  });

  it("stops rotating when paused and resumes with play", () => {
    render(<Carousel label="Destinos" slides={SLIDES} intervalMs={3000} />);
    fireEvent.click(screen.getByRole("button", { name: "Pausar carrusel Destinos" }));
    fireEvent.blur(screen.getByRole("button", { name: "Reproducir carrusel Destinos" }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentLabel()).toBe("1 de 3: Cusco");
    fireEvent.click(screen.getByRole("button", { name: "Reproducir carrusel Destinos" }));
    fireEvent.blur(screen.getByRole("button", { name: "Pausar carrusel Destinos" }));
    act(() => vi.advanceTimersByTime(3000));
    expect(currentLabel()).toBe("2 de 3: Arequipa");
  });

  it("moves with the previous, next and picker buttons", () => {
    render(<Carousel label="Destinos" slides={SLIDES} intervalMs={3000} />);
    fireEvent.click(screen.getByRole("button", { name: "Diapositiva anterior" }));
    expect(currentLabel()).toBe("3 de 3: Iquitos");
    fireEvent.click(screen.getByRole("button", { name: "Diapositiva siguiente" }));
    expect(currentLabel()).toBe("1 de 3: Cusco");
    fireEvent.click(screen.getByRole("button", { name: "Mostrar diapositiva 2: Arequipa" }));
    expect(currentLabel()).toBe("2 de 3: Arequipa");
  });

  it("does not rotate while focus is inside, and hides the other slides from assistive tech", () => {
    render(<Carousel label="Destinos" slides={SLIDES} intervalMs={3000} />);
    fireEvent.focus(screen.getByRole("button", { name: "Diapositiva siguiente" }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentLabel()).toBe("1 de 3: Cusco");
    const hidden = document.querySelectorAll("[aria-roledescription='diapositiva'][aria-hidden='true']");
    expect(hidden).toHaveLength(2);
  });

  it("does not start by itself when the visitor prefers reduced motion", () => {
    setReducedMotion(true);
    render(<Carousel label="Destinos" slides={SLIDES} intervalMs={3000} />);
    act(() => vi.advanceTimersByTime(9000));
    expect(currentLabel()).toBe("1 de 3: Cusco");
    expect(screen.getByRole("button", { name: "Reproducir carrusel Destinos" })).toBeTruthy();
  });

  it("pauses while the page is hidden", async () => {
    const { registerCarousels } = await import("#app/components/carousel-registry.ts");
    registerCarousels();
    render(<Carousel label="Destinos" slides={SLIDES} intervalMs={3000} />);
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    act(() => vi.advanceTimersByTime(9000));
    expect(currentLabel()).toBe("1 de 3: Cusco");
    Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(currentLabel()).toBe("2 de 3: Arequipa");
  });
});
