import { EmbedFrame } from "#app/components/ui/embed-frame.tsx";
import { ExternalLink, Link } from "#app/components/ui/link.tsx";
import { mapEmbedUrl, type AgencyView } from "./agency-view.ts";

/** Address, hours, phones, e-mail, photo and map of the selected branch. */
export function BranchDetails({ agency, mapTemplate }: { agency: AgencyView; mapTemplate: string }) {
  const phones = [agency.phone, agency.phone2].filter((phone): phone is string => Boolean(phone));
  return (
    <article aria-labelledby="agencia-seleccionada" className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h2 id="agencia-seleccionada" className="text-2xl font-bold text-brand-700">
            {agency.name}
          </h2>
          <dl className="flex flex-col gap-3">
            <div>
              <dt className="text-sm font-bold text-muted uppercase">Dirección</dt>
              <dd>{agency.address}</dd>
              <dd className="font-semibold">{agency.city}</dd>
            </div>
            <div>
              <dt className="text-sm font-bold text-muted uppercase">Horario de atención</dt>
              <dd>{agency.openingHours}</dd>
              {agency.openingHours2 ? <dd>{agency.openingHours2}</dd> : null}
            </div>
            {phones.length > 0 ? (
              <div>
                <dt className="text-sm font-bold text-muted uppercase">
                  {phones.length > 1 ? "Teléfonos" : "Teléfono"}
                </dt>
                {phones.map((phone) => (
                  <dd key={phone}>
                    <a
                      href={`tel:+51${phone.replace(/\D/g, "").replace(/^0/, "")}`}
                      className="inline-flex min-h-8 items-center text-brand-700 underline underline-offset-2"
                    >
                      {phone}
                    </a>
                  </dd>
                ))}
              </div>
            ) : null}
            <div>
              <dt className="text-sm font-bold text-muted uppercase">Correo electrónico</dt>
              <dd>
                <a
                  href={`mailto:${agency.email}`}
                  className="inline-flex min-h-8 items-center break-all text-brand-700 underline underline-offset-2"
                >
                  {agency.email}
                </a>
              </dd>
            </div>
          </dl>
          {agency.isFlagship ? (
            <p>
              <Link to="/28-de-julio" appearance="primary">
                Ver más<span className="sr-only"> sobre la {agency.name}</span>
              </Link>
            </p>
          ) : null}
        </div>
        <img
          src={agency.image}
          alt={`Fachada de la ${agency.name}`}
          width={640}
          height={400}
          className="h-auto w-full rounded-card bg-surface object-cover"
        />
      </div>
      <EmbedFrame
        key={agency.id}
        src={mapEmbedUrl(mapTemplate, agency.latitude, agency.longitude)}
        title={`Mapa de ubicación de la ${agency.name}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-80 w-full rounded-card border border-slate-300 bg-surface"
        fallbackClassName="flex h-80 w-full flex-col items-center justify-center gap-3 rounded-card border border-slate-300 bg-surface p-6 text-center"
        fallback={
          <>
            <p className="font-semibold">No pudimos cargar el mapa.</p>
            <p>
              {agency.address}, {agency.city}
            </p>
            <ExternalLink
              href={`https://www.openstreetmap.org/?mlat=${agency.latitude}&mlon=${agency.longitude}#map=17/${agency.latitude}/${agency.longitude}`}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Ver en el mapa
            </ExternalLink>
          </>
        }
      />
    </article>
  );
}
