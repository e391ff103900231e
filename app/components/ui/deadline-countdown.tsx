import { useSyncExternalStore } from "react";
import { formatLimaDeadline } from "#app/utils/lima-time.ts";
import { Countdown } from "./countdown.tsx";

/** What runs out: seats held for a booking, or a payment code (cash at a bank or agent). */
export type DeadlineKind = "hold" | "cash";

const WORDING: Record<DeadlineKind, { lead: string; label: string }> = {
  hold: { lead: "Separada hasta el", label: "Tiempo restante de tu reserva" },
  cash: { lead: "Paga hasta el", label: "Tiempo restante para pagar el código" },
};

const noSubscription = () => () => undefined;

/**
 * The site's one way of saying a deadline: "Separada hasta el 28/11/2026 a las 13:15 (hora de Lima). Tiempo restante:
 * 00:14:59" (hh:mm:ss). Without `renderedAt` the server cannot print the same remaining time as the browser, so the
 * timer appears once the page is interactive; the deadline itself is always in the text.
 */
export function DeadlineCountdown({
  kind,
  deadline,
  renderedAt,
  onDone,
}: {
  kind: DeadlineKind;
  deadline: string;
  renderedAt?: string;
  onDone?: () => void;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { lead, label } = WORDING[kind];
  const showTimer = renderedAt !== undefined || hydrated;
  return (
    <span data-testid={`deadline-${kind}`}>
      {lead} {formatLimaDeadline(deadline)} (hora de Lima).
      {showTimer ? (
        <>
          {" "}
          Tiempo restante: <Countdown label={label} deadline={deadline} renderedAt={renderedAt} onDone={onDone} />
        </>
      ) : null}
    </span>
  );
}
