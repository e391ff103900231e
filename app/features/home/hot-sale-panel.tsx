import { ContentLink } from "#app/features/content/content-ui.tsx";
import type { WebSection } from "#app/features/content/index.ts";
import { childrenOfType, sectionItems, sectionTexts, sectionTitle } from "#app/features/content/index.ts";

export const HOT_SALE_IMAGE = { width: 320, height: 200 } as const;

/** Tab 5 (SPEC 2.3): the offers of the hot-sale campaign in force, from managed content. */
export function HotSalePanel({ campaign }: { campaign: WebSection | undefined }) {
  if (!campaign) {
    return (
      <div className="flex flex-col items-start gap-3 py-4">
        <h2 className="text-xl font-bold text-ink">No hay una campaña Hot Sale vigente</h2>
        <p className="text-muted">Suscríbete a nuestro boletín y sé el primero en enterarte de la próxima.</p>
        <a href="#boletin" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Ir a la suscripción
        </a>
      </div>
    );
  }
  const offers = childrenOfType(campaign, "LINK_LIST").flatMap(sectionItems);
  // The campaign's own page (/info/{slug}), when the content links one.
  const page = childrenOfType(campaign, "LINK").flatMap((link) => link.nmWebElements.slice(0, 1))[0];
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-bold text-ink md:text-2xl">{sectionTitle(campaign)}</h2>
        {sectionTexts(campaign).map((text) => (
          <p key={text} className="mt-1 text-muted">
            {text}
          </p>
        ))}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {offers.map((offer) => (
          <li key={`${offer.elementOrder}-${offer.content}`}>
            <ContentLink
              href={offer.redirectUrl ?? "/"}
              newTab={offer.openInNewTab}
              className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white hover:shadow-md focus-visible:ring-4 focus-visible:ring-accent-400"
            >
              {offer.imageUrl ? (
                <img
                  src={offer.imageUrl}
                  alt=""
                  width={HOT_SALE_IMAGE.width}
                  height={HOT_SALE_IMAGE.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] w-full object-cover"
                />
              ) : null}
              <span className="flex flex-col gap-1 p-3">
                <span className="font-bold text-ink">{offer.content}</span>
                {offer.detail ? <span className="text-sm font-semibold text-brand-700">{offer.detail}</span> : null}
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
      {page?.redirectUrl ? (
        <ContentLink
          href={page.redirectUrl}
          newTab={page.openInNewTab}
          className="self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {page.content}
        </ContentLink>
      ) : null}
    </div>
  );
}
