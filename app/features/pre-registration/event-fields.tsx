import type { Key } from "react-aria-components";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FormDraft } from "./form-state.ts";
import { MEDIUM_OPTIONS, OTHER_MEDIUM_ID, OTHER_MEDIUM_MAX_LENGTH } from "./pre-registration-schemas.ts";

type FieldName = "store" | "medium" | "otherMedium" | "privacyPolicy" | "dataPolicy";

export type EventFieldsProps = {
  draft: FormDraft;
  stores: Array<{ id: string; label: string }>;
  errors: Partial<Record<FieldName, string>>;
  onField: (field: "store" | "medium" | "otherMedium", value: string) => void;
  onConsent: (field: "privacyPolicy" | "dataPolicy", value: boolean) => void;
  onBlur: (field: FieldName) => void;
};

const MEDIUMS = MEDIUM_OPTIONS.map((option) => ({ id: option.id, label: option.label }));

/** The registration's own fields: store, how the visitor heard of the event, and both consents (SPEC 3, 5.5). */
export function EventFields({ draft, stores, errors, onField, onConsent, onBlur }: EventFieldsProps) {
  return (
    <fieldset className="rounded-card border border-slate-300 bg-white p-4 sm:p-6">
      <legend className="px-2 text-lg font-bold text-brand-700">Datos del registro</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Tienda"
          placeholder="Elige la tienda donde asistirás"
          options={stores}
          value={draft.store || null}
          onChange={(key: Key | null) => onField("store", key === null ? "" : String(key))}
          errorMessage={errors.store}
        />
        <Select
          label="¿Cómo te enteraste del evento?"
          placeholder="Selecciona un medio"
          options={MEDIUMS}
          value={draft.medium || null}
          onChange={(key: Key | null) => onField("medium", key === null ? "" : String(key))}
          errorMessage={errors.medium}
        />
        {draft.medium === OTHER_MEDIUM_ID ? (
          <TextField
            label="¿Por qué otro medio?"
            value={draft.otherMedium}
            onChange={(value) => onField("otherMedium", value)}
            onBlur={() => onBlur("otherMedium")}
            maxLength={OTHER_MEDIUM_MAX_LENGTH}
            errorMessage={errors.otherMedium}
            className="sm:col-span-2"
          />
        ) : null}
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <Checkbox
          isSelected={draft.privacyPolicy}
          onChange={(value) => onConsent("privacyPolicy", value)}
          errorMessage={errors.privacyPolicy}
        >
          He leído y acepto las Políticas de Privacidad.
        </Checkbox>
        <Checkbox
          isSelected={draft.dataPolicy}
          onChange={(value) => onConsent("dataPolicy", value)}
          errorMessage={errors.dataPolicy}
        >
          Autorizo el tratamiento de mis datos personales para recibir ofertas e información de eventos de Kuntur
          Viajes.
        </Checkbox>
        <p className="text-sm text-muted">
          Lee nuestras <Link to="/politicas">Políticas de Privacidad</Link> sobre cómo protegemos tus datos (Ley N.°
          29733).
        </p>
      </div>
    </fieldset>
  );
}
