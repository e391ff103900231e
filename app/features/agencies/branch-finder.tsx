import { useState } from "react";
import { TextField } from "#app/components/ui/text-field.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { filterAgencies, type AgencyView } from "./agency-view.ts";
import { BranchDetails } from "./branch-details.tsx";

/**
 * SPEC 2.6 branch finder: one button per branch, the first selected on load; the search box filters the
 * buttons by street or district as the visitor types (the selection follows the first match).
 */
export function BranchFinder({ agencies, mapTemplate }: { agencies: AgencyView[]; mapTemplate: string }) {
  const [query, setQuery] = useState("");
  const [selectedId, setSelectedId] = useState(agencies[0]?.id);
  const visible = filterAgencies(agencies, query);
  const pick = (id: number) => {
    setSelectedId(id);
    // On phones the details sit below the list: bring them into view.
    if (window.matchMedia("(max-width: 767px)").matches) {
      requestAnimationFrame(() => document.getElementById("agencia-seleccionada")?.scrollIntoView({ block: "start" }));
    }
  };
  const selected =
    visible.find((agency) => agency.id === selectedId) ?? visible[0] ?? agencies.find((a) => a.id === selectedId);

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        <search>
          <TextField
            label="Busca por calle o distrito"
            type="search"
            inputMode="search"
            placeholder="Ej.: Av. Primavera o Cusco"
            value={query}
            onChange={setQuery}
          />
        </search>
        <p role="status" className="text-sm text-muted">
          {visible.length === 0
            ? `No encontramos agencias para «${query.trim()}». Prueba con otra calle o distrito.`
            : visible.length === agencies.length
              ? `${agencies.length} agencias`
              : `${visible.length} de ${agencies.length} agencias`}
        </p>
        <ul aria-label="Agencias" className="grid grid-cols-2 gap-2 md:grid-cols-1">
          {visible.map((agency) => {
            const current = agency.id === selected?.id;
            return (
              <li key={agency.id}>
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => pick(agency.id)}
                  className={cx(
                    "flex min-h-11 w-full cursor-pointer flex-col items-start rounded-control border px-3 py-2 text-left",
                    current
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 bg-white text-ink hover:border-brand-600 hover:bg-brand-50",
                  )}
                >
                  <span className="font-bold">{agency.name}</span>
                  <span className={cx("text-sm", current ? "text-brand-50" : "text-muted")}>{agency.city}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {selected ? <BranchDetails agency={selected} mapTemplate={mapTemplate} /> : null}
    </div>
  );
}
