import { Carousel } from "#app/components/ui/carousel.tsx";
import { EVENT_CAROUSELS, SLIDE_HEIGHT, SLIDE_WIDTH } from "./flagship-content.ts";

/** SPEC 9: the store page's carousels advance every 3000 ms. */
export const STORE_CAROUSEL_INTERVAL_MS = 3000;

/** The four event carousels of the flagship store, each with its title and description. */
export function EventCarousels() {
  return (
    <div className="grid gap-10 md:grid-cols-2">
      {EVENT_CAROUSELS.map((carousel) => (
        <div key={carousel.id} className="flex flex-col gap-3">
          <h3 className="text-xl font-bold text-brand-700">{carousel.title}</h3>
          <p className="text-muted">{carousel.description}</p>
          <Carousel
            label={carousel.title}
            intervalMs={STORE_CAROUSEL_INTERVAL_MS}
            slides={carousel.slides.map((slide, index) => ({
              id: slide.image,
              label: `${slide.title}: ${slide.subtitle}`,
              content: (
                <img
                  src={`/images/tienda/${slide.image}`}
                  alt={`${slide.title}. ${slide.subtitle}. ${slide.badge}.`}
                  width={SLIDE_WIDTH}
                  height={SLIDE_HEIGHT}
                  loading={index === 0 ? "eager" : "lazy"}
                  className="h-auto w-full"
                />
              ),
            }))}
          />
        </div>
      ))}
    </div>
  );
}
