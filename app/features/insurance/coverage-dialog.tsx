import { DialogTrigger } from "react-aria-components";
import { Modal } from "../../components/ui/dialog.tsx";
import { TriggerButton } from "../../components/ui/trigger-button.tsx";
import type { CoverageItem } from "./insurance-types.ts";

/** The coverage table: every item of the plan (SPEC 3 "Coverage item": NombreVisible and Valor). */
export function CoverageTable({ coverage, caption }: { coverage: CoverageItem[]; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Cobertura
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Monto
          </th>
        </tr>
      </thead>
      <tbody>
        {coverage.map((item) => (
          <tr key={item.Codigo} className="border-b border-slate-100 last:border-0">
            <td className="py-2 pr-4">{item.NombreVisible}</td>
            <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">{item.Valor}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Ver coberturas': a React Aria modal with every coverage item of the plan. */
export function CoverageDialog({ planName, coverage }: { planName: string; coverage: CoverageItem[] }) {
  return (
    <DialogTrigger>
      <TriggerButton variant="secondary" size="sm" aria-label={`Ver coberturas de ${planName}`}>
        Ver coberturas
      </TriggerButton>
      <Modal title={`Coberturas de ${planName}`} size="md">
        <CoverageTable coverage={coverage} caption={`Coberturas del plan ${planName}`} />
      </Modal>
    </DialogTrigger>
  );
}
