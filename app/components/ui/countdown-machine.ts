/**
 * A countdown to a fixed deadline (SPEC 4: states running, paused, stopped, done; SPEC 9: one tick per second).
 *
 * The deadline is an instant (ISO string), never "N seconds from page load": the remaining time is always
 * `deadline - now`, so a refresh, a sleeping laptop or a throttled background tab shows the true remaining time.
 *
 * States and transitions (everything else leaves the state as it is):
 * - running --tick--> running (remaining = deadline - now), or done once now >= deadline
 * - running --pause--> paused (the shown value freezes; the deadline does NOT move: a payment deadline keeps running)
 * - paused  --resume--> running (re-synchronised with the clock), or done if the deadline passed meanwhile
 * - running|paused --stop--> stopped (final: the value freezes for good, no done, no more notifications)
 * - done and stopped are final.
 */

export type CountdownStatus = "running" | "paused" | "stopped" | "done";

export type CountdownState = {
  status: CountdownStatus;
  deadlineMs: number;
  /** Milliseconds left as last computed (0 once done). */
  remainingMs: number;
};

export type CountdownEvent =
  | { type: "tick"; now: number }
  | { type: "pause"; now: number }
  | { type: "resume"; now: number }
  | { type: "stop"; now: number };

export const COUNTDOWN_TICK_MS = 1000;

/** Announce (and call onNotify) every 60 s by default: screen readers must not hear every second. */
export const DEFAULT_NOTIFY_SECONDS = 60;

/**
 * `notify` is how often the countdown notifies, in seconds (= ticks): it notifies whenever the remaining whole seconds
 * reach a multiple of `notify` (60: at 3:00, 2:00, 1:00 left). It must be an integer of at least 1 (SPEC 8: a notify
 * value below 1 throws).
 */
export function assertValidNotify(notify: number): void {
  if (!Number.isInteger(notify) || notify < 1) {
    throw new RangeError(`Countdown notify must be an integer of at least 1 second, got ${String(notify)}`);
  }
}

export function parseDeadline(deadline: string): number {
  const ms = Date.parse(deadline);
  if (Number.isNaN(ms)) throw new RangeError(`Countdown deadline is not a date: ${deadline}`);
  return ms;
}

export function createCountdown(deadlineMs: number, now: number, autoStart = true): CountdownState {
  const remainingMs = Math.max(0, deadlineMs - now);
  if (remainingMs === 0) return { status: "done", deadlineMs, remainingMs };
  return { status: autoStart ? "running" : "paused", deadlineMs, remainingMs };
}

function synced(state: CountdownState, now: number): CountdownState {
  const remainingMs = Math.max(0, state.deadlineMs - now);
  return { ...state, status: remainingMs === 0 ? "done" : "running", remainingMs };
}

export function countdownReducer(state: CountdownState, event: CountdownEvent): CountdownState {
  switch (event.type) {
    case "tick":
      return state.status === "running" ? synced(state, event.now) : state;
    case "pause":
      return state.status === "running" ? { ...synced(state, event.now), status: "paused" } : state;
    case "resume":
      return state.status === "paused" ? synced(state, event.now) : state;
    case "stop":
      return state.status === "running" || state.status === "paused" ? { ...state, status: "stopped" } : state;
  }
}

/** Delay until the next whole second of remaining time, so the last tick lands exactly on the deadline. */
export function nextTickDelay(deadlineMs: number, now: number): number {
  const remaining = deadlineMs - now;
  if (remaining <= 0) return 0;
  return remaining % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
}

/** Whole seconds shown for a remaining time (rounded up: 0.4 s left still shows 00:00:01). */
export function remainingSeconds(remainingMs: number): number {
  return Math.ceil(Math.max(0, remainingMs) / COUNTDOWN_TICK_MS);
}

/** True when going from `previousMs` to `nextMs` left reaches a positive multiple of `notify` seconds. */
export function shouldNotify(previousMs: number, nextMs: number, notify: number): boolean {
  const before = remainingSeconds(previousMs);
  const after = remainingSeconds(nextMs);
  if (after >= before || after === 0) return false;
  const multiple = Math.ceil(after / notify) * notify;
  return multiple < before;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "hh:mm:ss" (hours may pass 24: a 48-hour payment code shows 47:59:59). */
export function formatRemaining(remainingMs: number): string {
  const total = remainingSeconds(remainingMs);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

function unit(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

/** Spanish words for screen readers: "1 hora y 5 minutos", "45 segundos". */
export function describeRemaining(remainingMs: number): string {
  const total = remainingSeconds(remainingMs);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(unit(hours, "hora", "horas"));
  if (minutes > 0) parts.push(unit(minutes, "minuto", "minutos"));
  if (hours === 0 && (seconds > 0 || parts.length === 0)) parts.push(unit(seconds, "segundo", "segundos"));
  return parts.join(" y ");
}
