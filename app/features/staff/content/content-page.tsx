import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { formatLimaDateTime } from "#app/features/complaints/index.ts";
import { cardClass, Notice, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import type { FlagItem, PromoItem } from "./content-admin.server.ts";

const STATE_LABELS: Record<PromoItem["state"], string> = {
  vigente: "Vigente",
  programada: "Programada",
  vencida: "Vencida",
  inactiva: "Inactiva",
};

type FlagState = { key: string; message: string } | undefined;

/** Content: the promo-strip texts with their windows, and the remote flags. */
export function ContentPage(props: {
  promos: PromoItem[];
  flags: FlagItem[];
  saved: boolean;
  canPromo: boolean;
  canFlags: boolean;
  flagState: FlagState;
}) {
  return (
    <>
      <StaffHeading
        title="Contenido del sitio"
        lead="Los cambios se ven en el sitio público en unos segundos (las páginas se guardan en caché 5 s; la franja, 10 s; las opciones remotas, 30 s)."
      />
      {props.saved ? <Notice tone="success">Cambios guardados.</Notice> : null}
      <section aria-labelledby="franja" className="mb-10">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-4">
          <h2 id="franja" className="text-xl font-bold">
            Franja de promociones
          </h2>
          {props.canPromo ? (
            <Link to="/gestion/contenido/franja/nueva" className="font-semibold text-brand-700 underline">
              Nueva franja
            </Link>
          ) : null}
        </div>
        {props.promos.length === 0 ? (
          <p className={cardClass}>Aún no hay textos para la franja.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse bg-white text-left text-sm">
              <caption className="sr-only">Textos de la franja de promociones</caption>
              <thead className="bg-surface">
                <tr>
                  {["Texto", "Desde", "Hasta", "Estado", ""].map((label, index) => (
                    <th key={label || index} scope="col" className="border-b border-slate-300 px-3 py-2 font-semibold">
                      {label || <span className="sr-only">Acciones</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.promos.map((promo) => (
                  <tr key={promo.id} className="border-b border-slate-200">
                    <td className="px-3 py-2">{promo.advertisementContent}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatLimaDateTime(promo.startDate)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatLimaDateTime(promo.endDate)}</td>
                    <td className="px-3 py-2">{STATE_LABELS[promo.state]}</td>
                    <td className="px-3 py-2">
                      {props.canPromo ? (
                        <Link
                          to={`/gestion/contenido/franja/${promo.id}`}
                          className="font-semibold text-brand-700 underline"
                        >
                          Editar<span className="sr-only"> «{promo.advertisementContent}»</span>
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="opciones">
        <h2 id="opciones" className="mb-3 text-xl font-bold">
          Opciones remotas
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {props.flags.map((flag) => (
            <FlagForm
              key={flag.key}
              flag={flag}
              canEdit={props.canFlags}
              message={props.flagState?.key === flag.key ? props.flagState.message : null}
            />
          ))}
        </div>
      </section>
    </>
  );
}

const SETTING_LABELS = [
  ["default", "Según la configuración del servidor"],
  ["on", "Activada"],
  ["off", "Desactivada"],
] as const;

function FlagForm({ flag, canEdit, message }: { flag: FlagItem; canEdit: boolean; message: string | null }) {
  const navigation = useNavigation();
  const current = flag.enabled === null ? "default" : flag.enabled ? "on" : "off";
  return (
    <Form method="post" className={`${cardClass} flex flex-col gap-3`}>
      <fieldset className="flex flex-col gap-2" disabled={!canEdit}>
        <legend className="mb-1 font-mono font-bold">{flag.key}</legend>
        <p className="text-sm text-muted">{flag.description}</p>
        {message ? <Notice tone="error">{message}</Notice> : null}
        {SETTING_LABELS.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="setting"
              value={value}
              defaultChecked={current === value}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
        <input type="hidden" name="key" value={flag.key} />
        <input type="hidden" name="version" value={flag.version} />
        <input type="hidden" name="intent" value="flag" />
      </fieldset>
      {canEdit ? (
        <Button type="submit" variant="secondary" className="self-start" isPending={navigation.state === "submitting"}>
          Guardar {flag.key}
        </Button>
      ) : null}
    </Form>
  );
}
