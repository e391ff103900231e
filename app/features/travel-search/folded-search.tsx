import type { ReactNode } from "react";

/** The search form folded under its summary, so that the first result shows in the first screen of a phone. */
export function FoldedSearch({ children, summary }: { children: ReactNode; summary: string }) {
  return (
    <details className="rounded-card border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer font-semibold text-brand-700">{summary}</summary>
      <div className="pt-3">{children}</div>
    </details>
  );
}
