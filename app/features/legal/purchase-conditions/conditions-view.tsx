import { sectionAnchor, type ConditionsSection } from "./conditions-types.ts";

/** The index of sections A to Q: in-page links, printed too (as a table of contents). */
export function ConditionsIndex({ sections }: { sections: ConditionsSection[] }) {
  return (
    <nav aria-labelledby="indice-titulo" className="rounded-card border border-slate-200 bg-surface p-5">
      <h2 id="indice-titulo" className="text-lg font-bold text-brand-700">
        Índice
      </h2>
      <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.letter}>
            <a
              href={`#${sectionAnchor(section)}`}
              className="inline-flex min-h-8 items-center text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {section.letter}. {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The lettered sections, each an anchored h2 with its paragraphs and lists. */
export function ConditionsSections({ sections }: { sections: ConditionsSection[] }) {
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => (
        <section
          key={section.letter}
          id={sectionAnchor(section)}
          aria-labelledby={`${sectionAnchor(section)}-titulo`}
          className="scroll-mt-24 break-inside-avoid-page"
        >
          <h2 id={`${sectionAnchor(section)}-titulo`} className="text-xl font-bold text-brand-700">
            {section.letter}. {section.title}
          </h2>
          {section.paragraphs?.map((text) => (
            <p key={text} className="mt-3 leading-relaxed">
              {text}
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 leading-relaxed">
              {section.bullets.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
