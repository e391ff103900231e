import type { LegalDocument } from "#app/features/legal/index.ts";

/**
 * A document's text as HTML (issue 14, item 8): readable on a phone, searchable, read by screen readers, from the
 * same data the PDF is printed from, so the two never disagree.
 */
export function DocumentText({ document }: { document: LegalDocument }) {
  return (
    <article
      aria-label={`Texto de ${document.title}`}
      className="flex max-w-3xl flex-col gap-6 text-base leading-relaxed"
    >
      <div className="flex flex-col gap-3">
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {document.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-xl font-bold text-brand-700">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.bullets ? (
            <ul className="flex list-disc flex-col gap-1 pl-6">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
