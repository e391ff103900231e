import { useEffect, useState } from "react";
import { http } from "#app/platform/http-client.ts";
import type { Destination, DestinationsResponse } from "./airport-list.ts";

export type DestinationsState =
  | { status: "loading"; destinations: Destination[] }
  | { status: "ready"; destinations: Destination[] }
  | { status: "error"; destinations: Destination[] };

let pending: Promise<Destination[]> | null = null;
let loaded: Destination[] | null = null;

/** Loads the destinations list once per page life (SPEC 7: "all destinations, once"); a failure may be retried. */
export function loadDestinations(): Promise<Destination[]> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= http
    .get<DestinationsResponse>("/api/v1/destinations", { noLoading: true })
    .then((response) => {
      loaded = response.destinations;
      return loaded;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The destinations list for the search fields; `retry` reloads after a failure. */
export function useDestinations(): DestinationsState & { retry: () => void } {
  const [state, setState] = useState<DestinationsState>(() =>
    loaded ? { status: "ready", destinations: loaded } : { status: "loading", destinations: [] },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    loadDestinations().then(
      (destinations) => active && setState({ status: "ready", destinations }),
      () => active && setState({ status: "error", destinations: [] }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  return {
    ...state,
    retry: () => {
      setState({ status: "loading", destinations: [] });
      setAttempt((value) => value + 1);
    },
  };
}
