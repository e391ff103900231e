import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { DOCUMENT_TYPE_LABELS } from "#app/features/accounts/profile-schemas.ts";
import type { SavedTraveller } from "#app/features/accounts/travellers-service.server.ts";
import { EMPTY_TRAVELLER, TravellerForm } from "./traveller-form.tsx";
import { useProfileSave } from "./use-profile-save.ts";

type Editing = { id: string | null; values: typeof EMPTY_TRAVELLER } | null;

function fullName(traveller: SavedTraveller): string {
  return [traveller.firstName, traveller.fatherLastname, traveller.motherLastname].filter(Boolean).join(" ");
}

/** pasajeros: the list of frequent travellers with create, edit and delete (confirmed). */
export function TravellersManager({ travellers }: { travellers: SavedTraveller[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedTraveller | null>(null);
  const { save, busy } = useProfileSave();

  const submit = (values: typeof EMPTY_TRAVELLER) => {
    const url = editing?.id ? `/api/v1/me/travellers/${editing.id}` : "/api/v1/me/travellers";
    void save(url, editing?.id ? "PUT" : "POST", values, "Guardamos el pasajero.").then((error) => {
      if (!error) setEditing(null);
    });
  };

  return (
    <>
      {travellers.length === 0 ? (
        <p className="rounded-card bg-surface p-5 text-muted">Aún no tienes pasajeros frecuentes.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Pasajeros frecuentes">
          {travellers.map((traveller) => (
            <li
              key={traveller.id}
              className="flex flex-col gap-3 rounded-card border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-ink">{fullName(traveller)}</p>
                <p className="text-sm text-muted">
                  {DOCUMENT_TYPE_LABELS[traveller.documentType]} {traveller.documentNumber} · Nació el{" "}
                  {traveller.birthDate}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Editar a ${fullName(traveller)}`}
                  onPress={() => {
                    const { id, ...values } = traveller;
                    setEditing({ id, values });
                  }}
                >
                  Editar
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Eliminar a ${fullName(traveller)}`}
                  onPress={() => setDeleting(traveller)}
                >
                  Eliminar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button className="mt-6" onPress={() => setEditing({ id: null, values: EMPTY_TRAVELLER })}>
        Agregar pasajero
      </Button>
      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.id ? "Editar pasajero" : "Nuevo pasajero"}
        size="lg"
      >
        {editing ? (
          <TravellerForm initial={editing.values} busy={busy} onSave={submit} onCancel={() => setEditing(null)} />
        ) : null}
      </Modal>
      <Modal
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Eliminar pasajero?"
        role="alertdialog"
        size="sm"
      >
        <p>{deleting ? `Eliminaremos a ${fullName(deleting)} de tus pasajeros frecuentes.` : ""}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button
            variant="danger"
            isDisabled={busy}
            onPress={() => {
              if (!deleting) return;
              void save(`/api/v1/me/travellers/${deleting.id}`, "DELETE", undefined, "Eliminamos el pasajero.").then(
                () => setDeleting(null),
              );
            }}
          >
            Sí, eliminar
          </Button>
          <Button variant="secondary" onPress={() => setDeleting(null)}>
            Cancelar
          </Button>
        </div>
      </Modal>
    </>
  );
}
