import { useState } from "react";
import { describeRemaining, formatRemaining, type CountdownStatus } from "./countdown-machine.ts";
import { cx } from "./cx.ts";
import { useCountdown, type UseCountdownOptions } from "./use-countdown.ts";

type CountdownDisplayProps = {
  /** Accessible name of the timer ("Tiempo restante para pagar"). */
  label: string;
  status: CountdownStatus;
  remainingMs: number;
  /** What the live region last announced (empty: nothing yet). */
  announcement?: string;
  className?: string;
};

/**
 * The countdown's text: fixed width with tabular digits (no layout shift between server HTML and ticks), role
 * "timer" (not live: it would announce every second) plus a separate polite live region fed sparingly.
 */
export function CountdownDisplay({ label, status, remainingMs, announcement = "", className }: CountdownDisplayProps) {
  return (
    <span className={cx("inline-block", className)}>
      <span
        role="timer"
        aria-label={label}
        data-status={status}
        className="inline-block min-w-[8ch] text-center font-semibold tabular-nums"
      >
        {formatRemaining(remainingMs)}
      </span>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </span>
  );
}

type CountdownProps = UseCountdownOptions & { label: string; className?: string };

/**
 * A running countdown to `deadline` (see useCountdown): announces "Quedan N minutos" every `notify` seconds
 * (default 60) and once at the end. For pause/stop buttons, build on useCountdown + CountdownDisplay.
 */
export function Countdown({ label, className, onNotify, onDone, ...options }: CountdownProps) {
  const [announcement, setAnnouncement] = useState("");
  const countdown = useCountdown({
    ...options,
    onNotify: (remainingMs) => {
      setAnnouncement(`Quedan ${describeRemaining(remainingMs)}`);
      onNotify?.(remainingMs);
    },
    onDone: () => {
      setAnnouncement("El tiempo ha terminado");
      onDone?.();
    },
  });
  return (
    <CountdownDisplay
      label={label}
      status={countdown.status}
      remainingMs={countdown.remainingMs}
      announcement={announcement}
      className={className}
    />
  );
}
