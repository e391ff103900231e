/**
 * Change counters shared by the whole process: a feature that changes data others keep copies of says so here, and
 * the keepers read the counter into their cache keys. The one who changes the data need not know who keeps copies
 * (the flight engine records a fare; the home's price figures are reused until then), so no import runs upward.
 */
import { processState } from "./startup-config.ts";

/**
 * What can change: a fare the flight engine recorded; an exchange rate, a promo-strip text or a remote flag staff
 * saved.
 */
export type ChangeTopic = "recorded-fares" | "exchange-rates" | "advertisements" | "feature-flags";

const counters = () => processState("change-signals", () => new Map<ChangeTopic, number>());

/** Says that `topic` changed: copies keyed by its earlier version are no longer read. */
export function signalChange(topic: ChangeTopic): void {
  counters().set(topic, changeVersion(topic) + 1);
}

/** How many times `topic` changed in this process. */
export function changeVersion(topic: ChangeTopic): number {
  return counters().get(topic) ?? 0;
}
