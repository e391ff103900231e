import { TRAVEL_CHECKLIST, TRAVEL_GUIDE } from "./travel-documents-content.ts";

/** The guidance sections and the printable checklist. */
export function TravelGuide() {
  return (
    <>
      <nav aria-label="Temas de la guía" data-no-print className="flex flex-wrap gap-2">
        {TRAVEL_GUIDE.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="inline-flex min-h-9 items-center rounded-full border border-brand-200 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {section.title}
          </a>
        ))}
      </nav>
      {TRAVEL_GUIDE.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="scroll-mt-24">
          <h2 id={`${section.id}-titulo`} className="text-2xl font-bold text-brand-700">
            {section.title}
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
      <section aria-labelledby="lista-titulo" className="rounded-card border-2 border-brand-200 p-5 print:border-ink">
        <h2 id="lista-titulo" className="text-2xl font-bold text-brand-700">
          Lista de control antes de salir
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {TRAVEL_CHECKLIST.map((item) => (
            <li key={item} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-1 inline-block size-4 shrink-0 rounded border-2 border-brand-600"
              />
              {item}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
