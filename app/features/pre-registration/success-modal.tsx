import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";

export const SUCCESS_TITLE = "¡Muchas gracias por registrarte!";

/** SPEC 2.6: the success modal, noting that the confirmation e-mail goes to the first passenger's address. */
export function SuccessModal({ email, onClosed }: { email: string | null; onClosed: () => void }) {
  return (
    <Modal
      title={SUCCESS_TITLE}
      isOpen={email !== null}
      onOpenChange={(open) => {
        if (!open) onClosed();
      }}
    >
      {(close) => (
        <div className="flex flex-col gap-4">
          <p>
            En unos minutos recibirás un correo de confirmación en <strong className="break-all">{email}</strong>, la
            dirección del primer pasajero, con tu código de inscripción.
          </p>
          <p className="text-sm text-muted">
            Preséntalo en la tienda el día del evento junto con el documento de identidad de cada pasajero.
          </p>
          <Button onPress={close} className="self-end">
            Aceptar
          </Button>
        </div>
      )}
    </Modal>
  );
}
