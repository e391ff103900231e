import { useId, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";

/**
 * 'Cancelar reserva' in two steps, without JavaScript too: a link opens the confirmation (a URL state), whose form
 * posts the cancellation. `fields` are hidden inputs the page's action needs (the order id); `details` says what
 * cancelling does (the product's words or the core's figures). Every control names the order's code.
 */
export function CancelBookingControls({
  code,
  confirming,
  confirmHref,
  backHref,
  fields = {},
  details = <p>Liberaremos los asientos separados y la reserva no se podrá recuperar.</p>,
}: {
  code: string;
  confirming: boolean;
  confirmHref: string;
  backHref: string;
  fields?: Record<string, string>;
  details?: ReactNode;
}) {
  const navigation = useNavigation();
  const headingId = useId();
  if (!confirming) {
    return (
      <div>
        <Link appearance="secondary" to={confirmHref} preventScrollReset aria-label={`Cancelar reserva ${code}`}>
          Cancelar reserva
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-danger bg-white p-4">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        ¿Cancelar la reserva {code}?
      </h3>
      {details}
      <div className="flex flex-wrap gap-3">
        <Form method="post" replace>
          <input type="hidden" name="intent" value="cancel" />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button
            type="submit"
            variant="danger"
            isPending={navigation.state === "submitting"}
            aria-label={`Sí, cancelar reserva ${code}`}
          >
            Sí, cancelar reserva
          </Button>
        </Form>
        <Link appearance="ghost" to={backHref} preventScrollReset aria-label={`No, mantener la reserva ${code}`}>
          No, mantener la reserva
        </Link>
      </div>
    </section>
  );
}
