import type { ReactNode } from "react";
import { brand } from "#app/config/brand.ts";
import { providerAddress } from "./complaint-sheet.ts";

/** The sheet's header (D.S. 011-2011-PCM): number, provider, date and time, and the store or channel. */
export function ComplaintSheetHeader(props: {
  title?: string;
  filedAtLabel: string;
  /** The store select on the form, or the chosen store on a filed sheet. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="hoja-titulo"
      className="flex flex-col gap-4 rounded-card border border-slate-300 bg-white p-4 md:p-6"
    >
      <h2 id="hoja-titulo" className="text-xl font-bold text-ink">
        {props.title ?? "Hoja de reclamación Nº (se asigna al registrarla)"}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm md:grid-cols-2">
        <div>
          <dt className="font-semibold text-muted">Razón social</dt>
          <dd className="text-ink">{brand.legalName}</dd>
        </div>
        <div>
          <dt className="font-semibold text-muted">RUC</dt>
          <dd className="text-ink">{brand.ruc}</dd>
        </div>
        <div>
          <dt className="font-semibold text-muted">Domicilio</dt>
          <dd className="text-ink">{providerAddress}</dd>
        </div>
        <div>
          <dt className="font-semibold text-muted">Fecha y hora</dt>
          <dd className="text-ink">{props.filedAtLabel}</dd>
        </div>
      </dl>
      {props.children}
    </section>
  );
}
