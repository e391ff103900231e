import type { ReactNode } from "react";
import type { LegalDocument } from "../legal/document-types.ts";
import { PageHero } from "./page-hero.tsx";
import { PdfDocument } from "./pdf-document.tsx";

/** A page whose content is one of our PDF documents (SPEC 2.6: booking conditions, policies). */
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
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
        <p className="text-sm text-muted">{document.version}</p>
        <PdfDocument document={document} mode={mode} />
      </div>
    </>
  );
}
