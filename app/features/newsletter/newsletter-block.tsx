import { belowTheFoldClass } from "#app/components/below-the-fold.ts";
import { useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { lazyComponent } from "#app/components/ui/lazy.tsx";

const NewsletterModal = lazyComponent(
  () => import("./newsletter-modal.tsx"),
  (module) => module.default,
);

/**
 * The newsletter block of the home (SPEC 2.3): a call to action opening the subscription form in a modal. The
 * modal and its form load when first opened.
 */
export function NewsletterBlock() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <section
      id="boletin"
      aria-labelledby="boletin-titulo"
      className={`bg-brand-700 text-white ${belowTheFoldClass(240)}`}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="boletin-titulo" className="text-2xl font-extrabold md:text-3xl">
            Recibe nuestras ofertas antes que nadie
          </h2>
          <p className="mt-1 max-w-2xl text-brand-50">
            Suscríbete a nuestro boletín y entérate de las promociones, campañas y novedades de viaje de Kuntur Viajes.
          </p>
        </div>
        <button
          ref={triggerRef}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          onPointerEnter={NewsletterModal.preload}
          onFocus={NewsletterModal.preload}
          className={buttonClasses("accent", "lg")}
        >
          Suscríbete
        </button>
      </div>
      {open ? (
        <NewsletterModal
          onClose={() => {
            setOpen(false);
            requestAnimationFrame(() => triggerRef.current?.focus());
          }}
        />
      ) : null}
    </section>
  );
}
