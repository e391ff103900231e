import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { documentUrl, type LegalDocument } from "#app/features/legal/index.ts";

type PdfDocumentProps = {
  document: LegalDocument;
  /**
   * "responsive": the viewer on wide screens, a download link on phones (SPEC 2.6);
   * "both": the viewer and the link on every screen.
   */
  mode?: "responsive" | "both";
  className?: string;
};

/** One of our PDF documents: an embedded viewer and/or a download link. */
export function PdfDocument({ document, mode = "responsive", className }: PdfDocumentProps) {
  const href = documentUrl(document);
  return (
    <div className={cx("flex flex-col gap-4", className)}>
      <iframe
        src={href}
        title={`${document.title} (documento PDF)`}
        loading="lazy"
        className={cx(
          "h-[80vh] min-h-[480px] w-full rounded-card border border-slate-300 bg-surface",
          mode === "responsive" && "hidden md:block",
        )}
      />
      <p className={cx(mode === "responsive" && "md:hidden")}>
        <a
          href={href}
          download={document.fileName}
          aria-label={`Descargar PDF: ${document.title}`}
          className={buttonClasses("primary", "md")}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" />
          </svg>
          Descargar PDF
        </a>
      </p>
    </div>
  );
}
