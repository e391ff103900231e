import type { ReactNode } from "react";

/** The heading band every information page opens with: an optional kicker, the h1 and a lead paragraph. */
export function PageHero({ kicker, title, children }: { kicker?: string; title: string; children?: ReactNode }) {
  return (
    <header className="bg-brand-700 text-white print:bg-white print:text-ink">
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        {kicker ? (
          <p className="text-sm font-bold tracking-wide text-accent-400 uppercase print:text-ink">{kicker}</p>
        ) : null}
        <h1 className="mt-1 text-3xl font-extrabold md:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-3xl text-lg text-brand-50 print:text-ink">{children}</div> : null}
      </div>
    </header>
  );
}

/** A titled block of an information page, with an id for in-page links. */
export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-titulo` : undefined} className="scroll-mt-24">
      <h2 id={id ? `${id}-titulo` : undefined} className="text-2xl font-bold text-brand-700">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-base leading-relaxed">{children}</div>
    </section>
  );
}
