import { Modal } from "#app/components/ui/dialog.tsx";
// Always shown in a modal: its code comes with this chunk (one round trip), not after this part has rendered.
import "#app/components/ui/dialog-impl.tsx";
import NewsletterForm from "./newsletter-form.tsx";

/** The subscription modal (SPEC 2.3, 5.4), loaded on first open. */
export default function NewsletterModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Suscríbete a nuestro boletín" isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <NewsletterForm onDone={onClose} />
    </Modal>
  );
}
