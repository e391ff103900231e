import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { TRAVEL_INTERESTS, type TravelInterest } from "#app/features/accounts/profile-schemas.ts";
import { useProfileSave } from "./use-profile-save.ts";

const INTERESTS = Object.entries(TRAVEL_INTERESTS) as Array<[TravelInterest, string]>;

/** preferencias: travel interests, and the marketing consent (withdrawn here in one click). */
export function PreferencesForm({ interests, consent }: { interests: string[]; consent: boolean }) {
  const [selected, setSelected] = useState<TravelInterest[]>(
    INTERESTS.map(([id]) => id).filter((id) => interests.includes(id)),
  );
  const [marketing, setMarketing] = useState(consent);
  const { save, busy } = useProfileSave();

  const toggle = (id: TravelInterest, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((item) => item !== id)));

  return (
    <div className="flex flex-col gap-8">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save(
            "/api/v1/me/preferences",
            "PUT",
            { travelInterests: selected, marketingConsent: marketing },
            "Guardamos tus preferencias.",
          );
        }}
      >
        <fieldset>
          <legend className="mb-3 font-semibold text-ink">¿Qué tipo de viajes te interesan?</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {INTERESTS.map(([id, label]) => (
              <Checkbox key={id} isSelected={selected.includes(id)} onChange={(on) => toggle(id, on)}>
                {label}
              </Checkbox>
            ))}
          </div>
        </fieldset>
        <Checkbox isSelected={marketing} onChange={setMarketing}>
          Acepto recibir ofertas y novedades de Kuntur Viajes por correo electrónico.
        </Checkbox>
        <Button type="submit" isDisabled={busy} className="self-start">
          Guardar preferencias
        </Button>
      </form>
      {consent ? (
        <section aria-labelledby="retirar-consentimiento" className="rounded-card bg-surface p-5">
          <h3 id="retirar-consentimiento" className="font-bold text-ink">
            Publicidad por correo
          </h3>
          <p className="mt-1 text-sm text-muted">
            Hoy aceptas recibir nuestras ofertas. Puedes dejar de recibirlas cuando quieras.
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            isDisabled={busy}
            onPress={() => {
              setMarketing(false);
              void save(
                "/api/v1/me/preferences",
                "PUT",
                { travelInterests: selected, marketingConsent: false },
                "Ya no te enviaremos publicidad.",
              );
            }}
          >
            Retirar mi consentimiento
          </Button>
        </section>
      ) : null}
    </div>
  );
}
