import { useEffect, useState } from "react";
import { http } from "#app/platform/http-client.ts";
import { FLAG_FALLBACKS, FlagsSchema, type FlagKey, type Flags } from "./flag-definitions.ts";

/** How long the browser reuses the flags it read (the API is cached as briefly). */
export const FLAGS_CLIENT_TTL_MS = 60_000;

let cached: { flags: Promise<Flags>; at: number } | undefined;

/** Reads the flags once per minute; on any failure the documented fallbacks apply (and the next call retries). */
export function loadFlags(nowMs: number = Date.now()): Promise<Flags> {
  if (cached && nowMs - cached.at < FLAGS_CLIENT_TTL_MS) return cached.flags;
  const entry = {
    at: nowMs,
    flags: http
      .get<unknown>("/api/v1/flags", { noLoading: true })
      .then((body) => FlagsSchema.parse(body))
      .catch(() => {
        if (cached === entry) cached = undefined;
        return { ...FLAG_FALLBACKS };
      }),
  };
  cached = entry;
  return entry.flags;
}

/** Forgets the cached flags (tests). */
export function resetFlagsCache(): void {
  cached = undefined;
}

/** A flag's value; undefined while it is being read, so rendering never waits for it. */
export function useFlag(key: FlagKey): boolean | undefined {
  const [value, setValue] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadFlags().then((flags) => {
      if (active) setValue(flags[key]);
    });
    return () => {
      active = false;
    };
  }, [key]);
  return value;
}
