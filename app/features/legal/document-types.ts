/** A document we publish as a PDF (and, where useful, as HTML): title, short summary and numbered sections. */
export type DocumentSection = {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
};

export type LegalDocument = {
  /** File name served under /documentos/. */
  fileName: string;
  /** The title as printed, also the PDF's Title metadata. */
  title: string;
  subject: string;
  /** "Versión 3 · vigente desde el 1 de marzo de 2025" */
  version: string;
  intro: string[];
  sections: DocumentSection[];
};

export const DOCUMENTS_PATH = "/documentos";

export function documentUrl(document: Pick<LegalDocument, "fileName">): string {
  return `${DOCUMENTS_PATH}/${document.fileName}`;
}
