import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Modal, preloadModal } from "#app/components/ui/dialog.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { CoverageTable } from "./coverage-dialog.tsx";
import { formatUsd } from "./insurance-money.ts";
import { confirmationUrl } from "./insurance-urls.ts";
import { DOCUMENT_LABELS, type PolicyView } from "./policy-view.ts";

export const POLICY_STATE_LABELS: Record<PolicyView["state"], string> = {
  pending_payment: "Pendiente de pago",
  active: "Vigente",
  expired: "Vencida sin pago",
  cancelled: "Anulada",
};

function PolicyDetail({ policy }: { policy: PolicyView }) {
  return (
    <div className="flex flex-col gap-4">
      <p>
        {policy.planName} · {policy.days} días por {policy.destination}, del {formatDateShort(policy.startDate)} al{" "}
        {formatDateShort(policy.endDate)}. Total {formatUsd(policy.totalMinor)}.
      </p>
      <div>
        <h3 className="font-bold">Asegurados</h3>
        <ul className="text-sm">
          {policy.travellers.map((traveller, index) => (
            <li key={index}>
              {traveller.names} {traveller.surnames} · {DOCUMENT_LABELS[traveller.documentType]}{" "}
              {traveller.documentNumber}
            </li>
          ))}
        </ul>
      </div>
      <CoverageTable coverage={policy.coverage} caption={`Coberturas de la póliza ${policy.policyNumber}`} />
      <p className="text-sm">Central de asistencia 24 horas: {policy.assistancePhone}</p>
      <Link to={confirmationUrl(policy.policyNumber)}>Ver la confirmación de compra</Link>
    </div>
  );
}

/** /perfil/mis-seguros: the signed-in user's policies, each with a detail dialog. */
/** 'Ver detalle': a plain button opens the modal, so React Aria's modal code is fetched on first use. */
function PolicyDetailDialog({ policy }: { policy: PolicyView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Ver detalle de la póliza ${policy.policyNumber}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onPress={() => setOpen(true)}
      >
        Ver detalle
      </Button>
      <Modal title={`Póliza ${policy.policyNumber}`} size="lg" isOpen={open} onOpenChange={setOpen}>
        <PolicyDetail policy={policy} />
      </Modal>
    </>
  );
}

export function MyPolicies({ policies }: { policies: PolicyView[] }) {
  if (policies.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-card bg-surface p-6">
        <p className="font-semibold text-ink">Aún no tienes seguros de viaje.</p>
        <Link appearance="primary" to="/seguros">
          Cotizar un seguro
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {policies.map((policy) => (
        <li
          key={policy.policyNumber}
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-slate-200 p-4"
        >
          <div>
            <p className="font-semibold text-ink">
              {policy.planName} · {policy.destination}
            </p>
            <p className="text-sm text-muted">
              Póliza {policy.policyNumber} · Pedido {policy.orderCode} · {POLICY_STATE_LABELS[policy.state]} · del{" "}
              {formatDateShort(policy.startDate)} al {formatDateShort(policy.endDate)} · {formatUsd(policy.totalMinor)}
            </p>
          </div>
          <PolicyDetailDialog policy={policy} />
        </li>
      ))}
    </ul>
  );
}
