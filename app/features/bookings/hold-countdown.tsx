import { useSyncExternalStore } from "react";

const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};
const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * 'Quedan 12:34': minutes and seconds left on a hold. Rendered only in the browser (the server's clock and the
 * browser's differ by the time the page took); the deadline itself is always in the text beside it.
 */
export function HoldCountdown({ deadline }: { deadline: string }) {
  const now = useSyncExternalStore(subscribe, nowInSeconds, () => null);
  if (now === null) return null;
  const seconds = Math.max(0, Math.floor(Date.parse(deadline) / 1000) - now);
  // Not a live region: a screen reader would read it every second.
  return (
    <span className="font-semibold" data-testid="hold-countdown">
      {seconds > 0
        ? `Quedan ${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}.`
        : "El tiempo de la reserva terminó."}
    </span>
  );
}
