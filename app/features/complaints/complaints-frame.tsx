import type { ReactNode } from "react";
import { PageHero } from "#app/features/info/info-ui.tsx";

/** The complaints book's pages: the information pages' heading band, then a centred column. */
export function ComplaintsFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHero kicker="Libro de Reclamaciones" title={title}>
        {lead}
      </PageHero>
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 md:py-12">{children}</div>
    </>
  );
}
