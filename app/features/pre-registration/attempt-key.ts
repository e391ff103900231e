// Idempotency keys of the form's submissions: a retry of the same data reuses its key (the server then replays
// the first outcome instead of registering twice); changed data is a new attempt with a new key.

/** 32 hex characters from the browser's CSPRNG (getRandomValues also works outside secure contexts). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type AttemptKeys = {
  /** The key for a submission of this data (its fingerprint): the last one if the data is unchanged. */
  keyFor: (fingerprint: string) => string;
  /** Forgets the last attempt (after a success, the next submission is a new registration). */
  reset: () => void;
};

export function createAttemptKeys(generate: () => string = newIdempotencyKey): AttemptKeys {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: generate() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}
