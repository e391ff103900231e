import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/dialog.tsx";

const NewsletterForm = lazy(() => import("./newsletter-form.tsx"));

/** The newsletter block of the home (SPEC 2.3): a call to action opening the subscription form in a modal. */
export function NewsletterBlock() {
  const [open, setOpen] = useState(false);
  return (
    <section id="boletin" aria-labelledby="boletin-titulo" className="bg-brand-700 text-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="boletin-titulo" className="text-2xl font-extrabold md:text-3xl">
            Recibe nuestras ofertas antes que nadie
          </h2>
          <p className="mt-1 max-w-2xl text-brand-50">
            Suscríbete a nuestro boletín y entérate de las promociones, campañas y novedades de viaje de Kuntur Viajes.
          </p>
        </div>
        <Button variant="accent" size="lg" onPress={() => setOpen(true)}>
          Suscríbete
        </Button>
      </div>
      <Modal title="Suscríbete a nuestro boletín" isOpen={open} onOpenChange={setOpen}>
        {(close) => (
          <Suspense fallback={<p className="py-8 text-center text-muted">Cargando…</p>}>
            <NewsletterForm onDone={close} />
          </Suspense>
        )}
      </Modal>
    </section>
  );
}
