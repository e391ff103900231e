import { Link } from "#app/components/ui/link.tsx";
import { PreRegistrationForm } from "./pre-registration-form.tsx";
import type { PreRegistrationPageData } from "./pre-registration-service.server.ts";

type Banner = NonNullable<PreRegistrationPageData["banner"]>;

/**
 * The gallery's banner: the desktop image from 768 px, the mobile one below; sizes set so nothing shifts. While a
 * campaign is open, a real link to the form sits where the banners leave room for it (issue 14: a button painted into
 * the image could not be clicked); its box and text scale with the banner.
 */
function EventBanner({ banner, withLink }: { banner: Banner; withLink: boolean }) {
  const { desktop, mobile } = banner;
  return (
    <div className="banner-frame">
      <picture>
        <source media="(min-width: 768px)" srcSet={desktop.src} width={desktop.width} height={desktop.height} />
        <img
          src={mobile.src}
          width={mobile.width}
          height={mobile.height}
          alt={mobile.alt}
          fetchPriority="high"
          className="block h-auto w-full bg-brand-700"
        />
      </picture>
      {withLink ? (
        <a href="#formulario-titulo" className="banner-cta">
          Pre-regístrate y evita la fila
        </a>
      ) : null}
    </div>
  );
}

const RECOMMENDATIONS = [
  "Ingresa los datos de cada pasajero exactamente como figuran en su documento de identidad (DNI, carné de extranjería o pasaporte).",
  "Te enviaremos un código de inscripción al correo del primer pasajero. Preséntalo en la tienda junto con los documentos de identidad.",
  "Las ofertas están sujetas a sus condiciones: fechas de viaje, tarifas y disponibilidad de cada proveedor.",
  "Con tu registro accedes a la fila preferencial de la tienda elegida durante el horario del evento.",
  "El pre-registro no garantiza la disponibilidad de stock de las ofertas.",
];

function Recommendations() {
  return (
    <aside aria-labelledby="recomendaciones" className="rounded-card border border-accent-400 bg-amber-50 p-5">
      <h2 id="recomendaciones" className="text-lg font-bold text-ink">
        Recomendaciones importantes
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm leading-6 text-ink">
        {RECOMMENDATIONS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </aside>
  );
}

/** /tusdatos (SPEC 2.6): banner, the passenger form and the recommendations box. */
export function PreRegistrationPage({ data }: { data: PreRegistrationPageData }) {
  const { campaign, banner, stores } = data;
  return (
    <>
      {banner ? <EventBanner banner={banner} withLink={campaign !== null} /> : null}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-3">
        <header className="lg:col-span-3">
          <h1 className="text-3xl font-extrabold text-brand-700">
            {campaign ? `Pre-registro: ${campaign.name}` : "Pre-registro de eventos"}
          </h1>
          {campaign ? (
            <>
              <p className="mt-2 text-lg font-semibold">
                {campaign.dayLabel} · {campaign.timeSlotLabel}
              </p>
              <p className="mt-1">Regístrate con tus acompañantes y recibe por correo tu código de inscripción.</p>
            </>
          ) : null}
        </header>
        <div className="lg:col-start-3 lg:row-start-2">
          <div className="lg:sticky lg:top-4">
            <Recommendations />
          </div>
        </div>
        <div className="lg:col-span-2 lg:col-start-1 lg:row-start-2">
          {campaign ? (
            <PreRegistrationForm campaign={campaign} stores={stores} />
          ) : (
            <p className="rounded-card bg-surface p-5 text-lg">
              Por ahora no hay eventos con inscripciones abiertas. Conoce los próximos eventos de nuestra{" "}
              <Link to="/28-de-julio">tienda 28 de Julio</Link>.
            </p>
          )}
        </div>
      </div>
    </>
  );
}
