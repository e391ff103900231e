import { belowTheFoldClass } from "#app/components/below-the-fold.ts";
import { cx } from "#app/components/ui/cx.ts";
import { ContentLink } from "#app/features/content/content-ui.tsx";
import type { WebSection } from "#app/features/content/index.ts";
import { childrenOfType, sectionItems, sectionTexts, sectionTitle } from "#app/features/content/index.ts";

/** Card images of the managed sections are drawn at this size (public/images/home). */
export const CARD_IMAGE = { width: 320, height: 200 } as const;

function SectionHeading({ id, section }: { id: string; section: WebSection }) {
  return (
    <>
      <h2 id={id} className="text-2xl font-extrabold text-brand-700 md:text-3xl">
        {sectionTitle(section)}
      </h2>
      {sectionTexts(section).map((text) => (
        <p key={text} className="mt-1 max-w-3xl text-muted">
          {text}
        </p>
      ))}
    </>
  );
}

/** Packages or super flight offers: a grid of cards (image, name, detail) leading to the offer. */
export function CardsSection({ section, id }: { section: WebSection | undefined; id: string }) {
  const items = section ? sectionItems(section) : [];
  if (!section || items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={cx("mx-auto w-full max-w-6xl px-4 py-10", belowTheFoldClass(640))}>
      <SectionHeading id={id} section={section} />
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={`${item.elementOrder}-${item.content}`}>
            <ContentLink
              href={item.redirectUrl ?? "/"}
              newTab={item.openInNewTab}
              className="group kv-content-card"
            >
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt=""
                  width={CARD_IMAGE.width}
                  height={CARD_IMAGE.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] w-full object-cover"
                />
              ) : null}
              <span className="flex flex-1 flex-col gap-1 p-4">
                <span className="text-lg font-bold text-ink group-hover:text-brand-700">{item.content}</span>
                {item.detail ? <span className="text-sm font-semibold text-brand-700">{item.detail}</span> : null}
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why choose us: short reasons with their pictogram. */
export function WhyUsSection({ section }: { section: WebSection | undefined }) {
  const items = section ? section.nmWebElements : [];
  if (!section || items.length === 0) return null;
  return (
    <section aria-labelledby="por-que-elegirnos" className={cx("bg-surface", belowTheFoldClass(640))}>
      <div className="mx-auto w-full max-w-6xl px-4 py-10">
        <SectionHeading id="por-que-elegirnos" section={section} />
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.content} className="flex flex-col items-start gap-2">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" width={56} height={56} loading="lazy" className="size-14" />
              ) : null}
              <h3 className="text-lg font-bold text-ink">{item.content}</h3>
              {item.detail ? <p className="text-muted">{item.detail}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The optional links section: columns of links (LINK_LIST), each with its title. */
export function LinksSection({ section }: { section: WebSection | undefined }) {
  const columns = section
    ? childrenOfType(section, "LINK_LIST").filter((column) => sectionItems(column).length > 0)
    : [];
  if (!section || columns.length === 0) return null;
  return (
    <section
      aria-labelledby="enlaces-de-interes"
      className={cx("mx-auto w-full max-w-6xl px-4 py-10", belowTheFoldClass(640))}
    >
      <SectionHeading id="enlaces-de-interes" section={section} />
      <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map((column) => (
          <nav key={column.id} aria-label={column.description}>
            <h3 className="font-bold text-ink">{column.description}</h3>
            <ul className="mt-2 flex flex-col gap-1">
              {sectionItems(column).map((link) => (
                <li key={`${link.elementOrder}-${link.content}`}>
                  <ContentLink
                    href={link.redirectUrl ?? "/"}
                    newTab={link.openInNewTab}
                    className="inline-block py-1 text-brand-700 underline-offset-2 hover:underline"
                  >
                    {link.content}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
