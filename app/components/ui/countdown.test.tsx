// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "./countdown.tsx";
import { useCountdown } from "./use-countdown.ts";

const NOW = Date.parse("2026-11-26T15:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

/** Advances the clock in one-second steps: each tick's effect schedules the next one after React commits. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 1000) act(() => vi.advanceTimersByTime(Math.min(1000, left)));
}

describe("useCountdown", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("runs once a second and is done exactly at the deadline, calling onDone once", () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown({ deadline: iso(NOW + 3000), onDone }));
    expect(result.current).toMatchObject({ status: "running", remainingMs: 3000 });
    advance(1000);
    expect(result.current.remainingMs).toBe(2000);
    advance(1999);
    expect(result.current).toMatchObject({ status: "running", remainingMs: 1000 });
    expect(onDone).not.toHaveBeenCalled();
    advance(1);
    expect(result.current).toMatchObject({ status: "done", remainingMs: 0 });
    advance(5000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("counts to the stored deadline, not from page load (a refresh keeps the remaining time)", () => {
    vi.setSystemTime(NOW + 40_000);
    const { result } = renderHook(() => useCountdown({ deadline: iso(NOW + 60_000) }));
    expect(result.current.remainingMs).toBe(20_000);
  });

  it("pauses, resumes against the same deadline, and stops for good", () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown({ deadline: iso(NOW + 10_000), onDone }));
    advance(2000);
    act(() => result.current.pause());
    expect(result.current).toMatchObject({ status: "paused", remainingMs: 8000 });
    advance(3000);
    expect(result.current.remainingMs).toBe(8000);
    act(() => result.current.resume());
    expect(result.current).toMatchObject({ status: "running", remainingMs: 5000 });
    act(() => result.current.stop());
    advance(60_000);
    expect(result.current).toMatchObject({ status: "stopped", remainingMs: 5000 });
    expect(onDone).not.toHaveBeenCalled();
  });

  it("starts paused on demand", () => {
    const { result } = renderHook(() => useCountdown({ deadline: iso(NOW + 10_000), paused: true }));
    advance(5000);
    expect(result.current).toMatchObject({ status: "paused", remainingMs: 10_000 });
  });

  it("notifies every `notify` seconds and throws for a notify value below 1", () => {
    const onNotify = vi.fn();
    renderHook(() => useCountdown({ deadline: iso(NOW + 5000), notify: 2, onNotify }));
    advance(5000);
    expect(onNotify.mock.calls.map(([ms]) => ms as number)).toEqual([4000, 2000]);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useCountdown({ deadline: iso(NOW + 5000), notify: 0 }))).toThrow(RangeError);
  });
});

describe("Countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("server-renders the remaining time at the server's instant as an accessible timer", () => {
    const html = renderToString(
      <Countdown label="Tiempo restante para pagar" deadline={iso(NOW + 3_600_000)} renderedAt={iso(NOW + 1000)} />,
    );
    expect(html).toContain('role="timer"');
    expect(html).toContain("00:59:59");
    expect(html).toContain("tabular-nums");
  });

  it("announces sparingly in a polite live region and says when time is up", () => {
    const onDone = vi.fn();
    render(<Countdown label="Tiempo restante para pagar" deadline={iso(NOW + 121_000)} onDone={onDone} />);
    const timer = screen.getByRole("timer", { name: "Tiempo restante para pagar" });
    const live = document.querySelector("[aria-live='polite']");
    expect(timer.textContent).toBe("00:02:01");
    expect(live?.textContent).toBe("");
    advance(1000);
    expect(live?.textContent).toBe("Quedan 2 minutos");
    advance(30_000);
    expect(timer.textContent).toBe("00:01:30");
    expect(live?.textContent).toBe("Quedan 2 minutos");
    advance(90_000);
    expect(timer.textContent).toBe("00:00:00");
    expect(timer.getAttribute("data-status")).toBe("done");
    expect(live?.textContent).toBe("El tiempo ha terminado");
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
