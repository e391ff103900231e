// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeadlineCountdown } from "./deadline-countdown.tsx";

const NOW = Date.parse("2026-11-28T18:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "");

describe("DeadlineCountdown: one wording and one format for seat holds and payment codes", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("says the hold's and the code's deadline in Lima time, then the time left as hh:mm:ss", () => {
    const hold = renderToString(
      <DeadlineCountdown kind="hold" deadline={iso(NOW + 15 * 60_000)} renderedAt={iso(NOW)} />,
    );
    expect(text(hold)).toBe("Separada hasta el 28/11/2026 a las 13:15 (hora de Lima). Tiempo restante: 00:15:00");
    const cash = renderToString(
      <DeadlineCountdown kind="cash" deadline={iso(NOW + 48 * 3_600_000)} renderedAt={iso(NOW)} />,
    );
    expect(text(cash)).toBe("Paga hasta el 30/11/2026 a las 13:00 (hora de Lima). Tiempo restante: 48:00:00");
  });

  it("without the server's render time, the server prints the deadline only and the browser adds the timer", () => {
    const deadline = iso(NOW + 90_000);
    expect(text(renderToString(<DeadlineCountdown kind="hold" deadline={deadline} />))).toBe(
      "Separada hasta el 28/11/2026 a las 13:01 (hora de Lima).",
    );
    render(<DeadlineCountdown kind="hold" deadline={deadline} />);
    const timer = screen.getByRole("timer", { name: "Tiempo restante de tu reserva" });
    expect(timer.textContent).toBe("00:01:30");
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe("00:01:29");
  });
});
