import { Button } from "../ui/button.tsx";
import { Modal } from "../ui/dialog.tsx";

/** The app-download offer (SPEC 2.2): either button opens the platform's store page. */
export function AppDownloadDialog({ onChoose, onDismiss }: { onChoose: () => void; onDismiss: () => void }) {
  return (
    <Modal
      title="Descarga la App de Kuntur Viajes"
      size="sm"
      closable={false}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss();
      }}
    >
      <p className="text-ink">
        Encuentra tarifas exclusivas, revisa tus reservas y recibe alertas de precios desde tu celular.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onChoose}>
          Ahora no
        </Button>
        <Button onPress={onChoose}>Ir a la App</Button>
      </div>
    </Modal>
  );
}
