import { useId } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { FILTER_PARAMS, SORTS, type Facets, type FacetOption, type HotelFilters } from "./hotel-filters.ts";

function Group({ legend, name, options }: { legend: string; name: string; options: FacetOption[] }) {
  if (options.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-bold text-ink">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={option.checked}
            className="size-4 accent-brand-600"
          />
          <span className="flex-1">{option.label}</span>
          <span className="text-muted">({option.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The filters and the sort as a GET form on the results URL: the search's own parameters go as hidden fields, so
 * applying them needs no JavaScript. Counts say how many hotels each option leaves.
 */
export function HotelFiltersForm({
  searchQuery,
  facets,
  filters,
  action,
}: {
  searchQuery: string;
  facets: Facets;
  filters: HotelFilters;
  action: string;
}) {
  const id = useId();
  const hidden = [...new URLSearchParams(searchQuery)];
  return (
    <form method="get" action={action} aria-label="Filtrar hoteles" className="flex flex-col gap-4">
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${String(index)}`} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="font-bold text-ink">
          Ordenar por
        </label>
        <select
          id={`${id}-sort`}
          name={FILTER_PARAMS.sort}
          defaultValue={filters.sort}
          className="min-h-11 rounded-control border border-slate-300 px-3"
        >
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name={FILTER_PARAMS.cancellation}
          value="gratis"
          defaultChecked={facets.freeCancellation.checked}
          className="size-4 accent-brand-600"
        />
        <span className="flex-1">{facets.freeCancellation.label}</span>
        <span className="font-normal text-muted">({facets.freeCancellation.count})</span>
      </label>
      <Group legend="Precio por noche" name={FILTER_PARAMS.price} options={facets.price} />
      <Group legend="Categoría" name={FILTER_PARAMS.stars} options={facets.stars} />
      <Group legend="Régimen" name={FILTER_PARAMS.board} options={facets.board} />
      <Group legend="Zona" name={FILTER_PARAMS.district} options={facets.district} />
      <Group legend="Servicios" name={FILTER_PARAMS.amenity} options={facets.amenity} />
      <button type="submit" className={buttonClasses("primary", "md")}>
        Aplicar filtros
      </button>
    </form>
  );
}
