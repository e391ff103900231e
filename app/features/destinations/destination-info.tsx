import type { ContentBlock } from "./destination-content-types.ts";

/** The description card: the page's own text about the destination, paragraph by paragraph. */
export function DestinationDescription({ title, description }: { title: string; description: string }) {
  const paragraphs = description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <section
      aria-labelledby="sobre-el-destino"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id="sobre-el-destino" className="text-2xl font-extrabold text-brand-700">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-base leading-relaxed text-ink">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

/** Information cards (SPEC 3 Content block): illustration (decorative), title and detail. */
export function DestinationNotes({ notes, destination }: { notes: readonly ContentBlock[]; destination: string }) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="antes-de-viajar">
      <h2 id="antes-de-viajar" className="text-2xl font-extrabold text-brand-700">
        Antes de viajar a {destination}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {notes.map((note) => (
          <li
            key={note.id}
            className="flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm"
          >
            <img
              src={note.imagenUrl}
              alt=""
              width={320}
              height={160}
              loading="lazy"
              decoding="async"
              className="aspect-[2/1] w-full bg-brand-50 object-cover"
            />
            <div className="flex flex-col gap-2 p-4">
              <h3 className="text-lg font-bold text-ink">{note.titulo}</h3>
              <p className="text-sm leading-relaxed text-ink">{note.detalle}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
