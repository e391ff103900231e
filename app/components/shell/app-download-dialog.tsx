import { Button } from "#app/components/ui/button.tsx";
import { NativeModal } from "#app/components/ui/native-modal.tsx";

/** The app-download offer (SPEC 2.2): either button opens the platform's store page; Escape just closes it. */
export function AppDownloadDialog({ onChoose, onDismiss }: { onChoose: () => void; onDismiss: () => void }) {
  return (
    <NativeModal title="Descarga la App de Kuntur Viajes" onDismiss={onDismiss}>
      <p className="text-ink">
        Encuentra tarifas exclusivas, revisa tus reservas y recibe alertas de precios desde tu celular.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onChoose}>
          Ahora no
        </Button>
        <Button onPress={onChoose}>Ir a la App</Button>
      </div>
    </NativeModal>
  );
}
