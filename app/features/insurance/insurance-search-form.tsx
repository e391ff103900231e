import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useValidatedForm } from "#app/components/forms/use-validated-form.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { DatePicker } from "#app/components/ui/date-picker.tsx";
import { Stepper } from "#app/components/ui/stepper.tsx";
import { controlClass, fieldErrorClass, fieldLabelClass } from "#app/components/ui/field-styles.ts";
import { isDateWithin } from "#app/utils/date-rules.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { ageOn } from "./insurance-rules.ts";
import { makeInsuranceSearchSchema, MAX_COVER_DAYS, MAX_TRAVELLERS } from "./insurance-search-schemas.ts";
import {
  buildInsuranceResultsUrl,
  INSURANCE_REGIONS,
  INSURANCE_RESULTS_PATH,
  type InsuranceSearch,
} from "./insurance-search-url.ts";

export function validateInsuranceSearch(search: InsuranceSearch): Record<string, string> {
  const result = makeInsuranceSearchSchema(todayInLima()).safeParse(search);
  return result.success ? {} : fieldErrors(result.error);
}

function parseAge(text: string): number | null {
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/** Travel insurance (SPEC 2.3): region, dates and the travellers' ages; a valid search goes to its results URL. */
export function InsuranceSearchForm({
  className,
  submitLabel = "Buscar seguros",
  allowBirthDates = false,
}: {
  className?: string;
  /** "Cotizar ahora" on /seguros. */
  submitLabel?: string;
  /** /seguros: travellers may be given by birth date (their age on the departure date goes in the URL). */
  allowBirthDates?: boolean;
}) {
  const [byBirthDate, setByBirthDate] = useState(false);
  const [birthDates, setBirthDates] = useState<string[]>([]);
  const id = useId();
  const navigate = useNavigate();
  const {
    value: search,
    setValue,
    errors,
    onSubmit,
    formRef,
  } = useValidatedForm<InsuranceSearch>({
    initial: { region: "", departureDate: "", returnDate: "", ages: [null] },
    validate: validateInsuranceSearch,
    onValid: (search) => void navigate(buildInsuranceResultsUrl(search)),
  });
  const today = todayInLima();
  const regionError = errors.region;
  const agesFrom = (dates: string[], count: number, departure: string) =>
    Array.from({ length: count }, (_, index) => {
      const birthDate = dates[index] ?? "";
      const age = /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? ageOn(birthDate, departure || today) : -1;
      return age >= 0 ? age : null;
    });

  return (
    // Before hydration and without JavaScript: a plain GET form to the plans (decision 011's names).
    <form
      ref={formRef}
      method="get"
      action={INSURANCE_RESULTS_PATH}
      onSubmit={onSubmit}
      noValidate
      aria-label="Buscar seguros de viaje"
      className={cx("flex flex-col gap-4", className)}
    >
      <div className="grid gap-3 md:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-region`} className={fieldLabelClass}>
            Destino
          </label>
          <select
            id={`${id}-region`}
            name="destino"
            value={search.region}
            aria-invalid={regionError ? true : undefined}
            aria-describedby={regionError ? `${id}-region-error` : undefined}
            onChange={(event) => setValue({ ...search, region: event.target.value })}
            className={cx(controlClass, "cursor-pointer", regionError ? "border-danger" : undefined)}
          >
            <option value="">Elige el destino</option>
            <optgroup label="Nacional">
              {INSURANCE_REGIONS.filter((region) => region.national).map((region) => (
                <option key={region.code} value={region.code}>
                  {region.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Internacional">
              {INSURANCE_REGIONS.filter((region) => !region.national).map((region) => (
                <option key={region.code} value={region.code}>
                  {region.label}
                </option>
              ))}
            </optgroup>
          </select>
          {regionError ? (
            <p id={`${id}-region-error`} className={fieldErrorClass}>
              {regionError}
            </p>
          ) : null}
        </div>
        <DatePicker
          label="Salida"
          name="salida"
          value={search.departureDate}
          minValue={today}
          onChange={(departureDate) =>
            setValue({
              ...search,
              departureDate,
              ...(byBirthDate ? { ages: agesFrom(birthDates, search.ages.length, departureDate) } : {}),
            })
          }
          errorMessage={errors.departureDate}
        />
        <DatePicker
          label="Regreso"
          name="regreso"
          value={search.returnDate}
          minValue={search.departureDate && search.departureDate > today ? search.departureDate : today}
          maxValue={isDateWithin(search.departureDate) ? addDays(search.departureDate, MAX_COVER_DAYS - 1) : undefined}
          onChange={(returnDate) => setValue({ ...search, returnDate })}
          errorMessage={errors.returnDate}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className={fieldLabelClass}>Viajeros</legend>
        <div data-needs-js className="max-w-sm">
          <Stepper
            label="Número de viajeros"
            unit="viajero"
            value={search.ages.length}
            min={1}
            max={MAX_TRAVELLERS}
            onChange={(count) =>
              setValue({ ...search, ages: Array.from({ length: count }, (_, index) => search.ages[index] ?? null) })
            }
          />
        </div>
        {allowBirthDates ? (
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={byBirthDate}
              onChange={(event) => {
                setByBirthDate(event.target.checked);
                setValue({ ...search, ages: search.ages.map(() => null) });
                setBirthDates([]);
              }}
              className="size-5 accent-brand-700"
            />
            Prefiero ingresar las fechas de nacimiento
          </label>
        ) : null}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {search.ages.map((age, index) => {
            const error = errors[`ages.${index}`];
            if (byBirthDate) {
              return (
                <div key={index} className="flex flex-col gap-1">
                  <label htmlFor={`${id}-birth-${index}`} className="text-sm font-semibold">
                    Nacimiento del viajero {index + 1}
                  </label>
                  <input
                    id={`${id}-birth-${index}`}
                    type="date"
                    min="1900-01-01"
                    max={today}
                    value={birthDates[index] ?? ""}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-age-${index}-error` : undefined}
                    onChange={(event) => {
                      const next = Array.from({ length: search.ages.length }, (_, position) =>
                        position === index ? event.target.value : (birthDates[position] ?? ""),
                      );
                      setBirthDates(next);
                      setValue({ ...search, ages: agesFrom(next, search.ages.length, search.departureDate) });
                    }}
                    className={cx(controlClass, error ? "border-danger" : undefined)}
                  />
                  {error ? (
                    <p id={`${id}-age-${index}-error`} className={fieldErrorClass}>
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            }
            return (
              <div key={index} className="flex flex-col gap-1">
                <label htmlFor={`${id}-age-${index}`} className="text-sm font-semibold">
                  Edad del viajero {index + 1}
                </label>
                <input
                  id={`${id}-age-${index}`}
                  name="edades"
                  inputMode="numeric"
                  maxLength={2}
                  autoComplete="off"
                  value={age ?? ""}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-age-${index}-error` : undefined}
                  onChange={(event) =>
                    setValue({
                      ...search,
                      ages: search.ages.map((current, position) =>
                        position === index ? parseAge(event.target.value.replace(/\D/g, "")) : current,
                      ),
                    })
                  }
                  className={cx(controlClass, error ? "border-danger" : undefined)}
                />
                {error ? (
                  <p id={`${id}-age-${index}-error`} className={fieldErrorClass}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <button type="submit" className={buttonClasses("accent", "lg", "self-end")}>
        {submitLabel}
      </button>
    </form>
  );
}
