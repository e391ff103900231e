import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Modal, preloadModal } from "#app/components/ui/dialog.tsx";
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

/**
 * 'Ver coberturas': a modal with every coverage item of the plan. A plain button opens it, so React Aria's modal
 * code is fetched on first use (hover, focus or press), not with the results page.
 */
export function CoverageDialog({ planName, coverage }: { planName: string; coverage: CoverageItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Ver coberturas de ${planName}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onPress={() => setOpen(true)}
      >
        Ver coberturas
      </Button>
      <Modal title={`Coberturas de ${planName}`} size="md" isOpen={open} onOpenChange={setOpen}>
        <CoverageTable coverage={coverage} caption={`Coberturas del plan ${planName}`} />
      </Modal>
    </>
  );
}
