import type { ReactNode } from "react";
import type { LegalDocument } from "#app/features/legal/index.ts";
import { DocumentText } from "./document-text.tsx";
import { PageHero } from "./page-hero.tsx";
import { PdfDocument } from "./pdf-document.tsx";

/** A page whose content is one of our documents (SPEC 2.6: booking conditions, policies): its text, then its PDF. */
export function DocumentPage({
  document,
  title,
  mode,
  children,
}: {
  document: LegalDocument;
  title: string;
  mode: "responsive" | "both";
  children: ReactNode;
}) {
  return (
    <>
      <PageHero kicker="Documentos de Kuntur Viajes" title={title}>
        {children}
      </PageHero>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
        <p className="text-sm text-muted">{document.version}</p>
        <DocumentText document={document} />
        <section aria-labelledby="document-pdf" className="flex flex-col gap-4">
          <h2 id="document-pdf" className="text-xl font-bold text-ink">
            Documento en PDF
          </h2>
          <PdfDocument document={document} mode={mode} />
        </section>
      </div>
    </>
  );
}
