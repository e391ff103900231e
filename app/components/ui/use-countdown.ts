import { useCallback, useEffect, useReducer, useRef } from "react";
import {
  assertValidNotify,
  countdownReducer,
  createCountdown,
  DEFAULT_NOTIFY_SECONDS,
  nextTickDelay,
  parseDeadline,
  shouldNotify,
  type CountdownStatus,
} from "./countdown-machine.ts";

export type UseCountdownOptions = {
  /** The stored deadline, an ISO instant ("2026-11-27T20:30:00.000Z"). */
  deadline: string;
  /**
   * The instant the server rendered at (ISO). The first render, on the server and at hydration, computes the
   * remaining time from it so both print the same text; the browser's clock takes over from the first tick.
   */
  renderedAt?: string;
  /** How often to notify, in seconds (see assertValidNotify); below 1 throws. */
  notify?: number;
  /** Start paused instead of running. */
  paused?: boolean;
  onDone?: () => void;
  /** Called with the milliseconds left each time a multiple of `notify` seconds is reached. */
  onNotify?: (remainingMs: number) => void;
};

export type CountdownControls = {
  status: CountdownStatus;
  remainingMs: number;
  pause: () => void;
  resume: () => void;
  stop: () => void;
};

/**
 * A countdown to a stored deadline (countdown-machine.ts), ticking on every whole second of remaining time, so it
 * reaches 'done' exactly at the deadline and calls onDone once. Remount (change `key`) to count to another deadline.
 */
export function useCountdown(options: UseCountdownOptions): CountdownControls {
  const { deadline, renderedAt, notify = DEFAULT_NOTIFY_SECONDS, paused = false } = options;
  assertValidNotify(notify);
  const [state, dispatch] = useReducer(countdownReducer, null, () =>
    createCountdown(parseDeadline(deadline), renderedAt ? parseDeadline(renderedAt) : Date.now(), !paused),
  );
  const callbacks = useRef(options);
  const lastRemaining = useRef(state.remainingMs);
  const doneCalled = useRef(false);

  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    if (state.status !== "running") return;
    const timer = setTimeout(
      () => {
        dispatch({ type: "tick", now: Date.now() });
      },
      nextTickDelay(state.deadlineMs, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    const previous = lastRemaining.current;
    lastRemaining.current = state.remainingMs;
    if (state.status === "done") {
      if (!doneCalled.current) {
        doneCalled.current = true;
        callbacks.current.onDone?.();
      }
      return;
    }
    if (state.status === "running" && shouldNotify(previous, state.remainingMs, notify)) {
      callbacks.current.onNotify?.(state.remainingMs);
    }
  }, [state, notify]);

  const pause = useCallback(() => dispatch({ type: "pause", now: Date.now() }), []);
  const resume = useCallback(() => dispatch({ type: "resume", now: Date.now() }), []);
  const stop = useCallback(() => dispatch({ type: "stop", now: Date.now() }), []);
  return { status: state.status, remainingMs: state.remainingMs, pause, resume, stop };
}
