import { describe, expect, it } from "vitest";
import {
  assertValidNotify,
  countdownReducer,
  createCountdown,
  describeRemaining,
  formatRemaining,
  nextTickDelay,
  shouldNotify,
} from "./countdown-machine.ts";

const NOW = Date.parse("2026-11-26T15:00:00Z");
const DEADLINE = NOW + 90_000;

describe("countdown state machine", () => {
  it("starts running (or paused on demand) and is done at once for a deadline already past", () => {
    expect(createCountdown(DEADLINE, NOW)).toEqual({ status: "running", deadlineMs: DEADLINE, remainingMs: 90_000 });
    expect(createCountdown(DEADLINE, NOW, false).status).toBe("paused");
    expect(createCountdown(DEADLINE, DEADLINE)).toMatchObject({ status: "done", remainingMs: 0 });
    expect(createCountdown(DEADLINE, DEADLINE + 5000).status).toBe("done");
  });

  it("counts the remaining time from the deadline and is done exactly at it", () => {
    let state = createCountdown(DEADLINE, NOW);
    state = countdownReducer(state, { type: "tick", now: NOW + 1000 });
    expect(state).toMatchObject({ status: "running", remainingMs: 89_000 });
    state = countdownReducer(state, { type: "tick", now: DEADLINE - 1 });
    expect(state).toMatchObject({ status: "running", remainingMs: 1 });
    state = countdownReducer(state, { type: "tick", now: DEADLINE });
    expect(state).toMatchObject({ status: "done", remainingMs: 0 });
  });

  it("freezes while paused and re-synchronises with the fixed deadline on resume", () => {
    let state = countdownReducer(createCountdown(DEADLINE, NOW), { type: "pause", now: NOW + 10_000 });
    expect(state).toMatchObject({ status: "paused", remainingMs: 80_000 });
    state = countdownReducer(state, { type: "tick", now: NOW + 20_000 });
    expect(state).toMatchObject({ status: "paused", remainingMs: 80_000 });
    state = countdownReducer(state, { type: "resume", now: NOW + 30_000 });
    expect(state).toMatchObject({ status: "running", remainingMs: 60_000 });
    const late = countdownReducer(countdownReducer(state, { type: "pause", now: NOW }), {
      type: "resume",
      now: DEADLINE + 1,
    });
    expect(late.status).toBe("done");
  });

  it("stops for good: no more ticks, no resume, never done", () => {
    let state = countdownReducer(createCountdown(DEADLINE, NOW), { type: "stop", now: NOW + 5000 });
    expect(state.status).toBe("stopped");
    for (const event of [
      { type: "tick", now: DEADLINE + 1 },
      { type: "resume", now: NOW + 6000 },
      { type: "pause", now: NOW + 6000 },
    ] as const) {
      state = countdownReducer(state, event);
    }
    expect(state).toMatchObject({ status: "stopped", remainingMs: 90_000 });
    const pausedThenStopped = countdownReducer(createCountdown(DEADLINE, NOW, false), { type: "stop", now: NOW });
    expect(pausedThenStopped.status).toBe("stopped");
  });

  it("keeps done final", () => {
    const done = createCountdown(DEADLINE, DEADLINE);
    for (const type of ["tick", "pause", "resume", "stop"] as const) {
      expect(countdownReducer(done, { type, now: NOW })).toBe(done);
    }
  });

  it("aligns ticks on whole seconds of remaining time", () => {
    expect(nextTickDelay(DEADLINE, NOW)).toBe(1000);
    expect(nextTickDelay(DEADLINE, NOW + 250)).toBe(750);
    expect(nextTickDelay(DEADLINE, DEADLINE - 300)).toBe(300);
    expect(nextTickDelay(DEADLINE, DEADLINE + 1)).toBe(0);
  });
});

describe("countdown notify", () => {
  it("throws for a notify value below 1 (SPEC 8) or not a whole number", () => {
    expect(() => assertValidNotify(0)).toThrow(RangeError);
    expect(() => assertValidNotify(-5)).toThrow(/at least 1/);
    expect(() => assertValidNotify(0.5)).toThrow(RangeError);
    expect(() => assertValidNotify(Number.NaN)).toThrow(RangeError);
    expect(() => assertValidNotify(1)).not.toThrow();
    expect(() => assertValidNotify(60)).not.toThrow();
  });

  it("notifies when the remaining seconds reach a multiple of notify, never at 0", () => {
    expect(shouldNotify(121_000, 120_000, 60)).toBe(true);
    expect(shouldNotify(120_000, 119_000, 60)).toBe(false);
    expect(shouldNotify(125_000, 95_000, 60)).toBe(true);
    expect(shouldNotify(2000, 1000, 1)).toBe(true);
    expect(shouldNotify(1000, 0, 1)).toBe(false);
    expect(shouldNotify(5000, 5000, 1)).toBe(false);
  });
});

describe("countdown text", () => {
  it("prints hh:mm:ss, rounding part seconds up", () => {
    expect(formatRemaining(90_000)).toBe("00:01:30");
    expect(formatRemaining(400)).toBe("00:00:01");
    expect(formatRemaining(0)).toBe("00:00:00");
    expect(formatRemaining(48 * 3600_000 - 1000)).toBe("47:59:59");
  });

  it("words the remaining time in Spanish", () => {
    expect(describeRemaining(3_900_000)).toBe("1 hora y 5 minutos");
    expect(describeRemaining(120_000)).toBe("2 minutos");
    expect(describeRemaining(45_000)).toBe("45 segundos");
    expect(describeRemaining(61_000)).toBe("1 minuto y 1 segundo");
  });
});
