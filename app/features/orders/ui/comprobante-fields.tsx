import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { BUSINESS_NAME_MAX, FISCAL_ADDRESS_MAX } from "#app/features/orders/ui/checkout-limits.ts";
import type { OrderInvoice } from "#app/features/orders/order-contract.ts";

type Props = {
  /** What the visitor posted, by dotted name ("wantsInvoice", "invoice.ruc"). */
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
  /** The form's id for a field name (so an error summary can link to it); React's own id when omitted. */
  fieldId?: (name: string) => string;
  className?: string;
};

/**
 * 'Comprobante de pago': a boleta unless 'Necesito factura' is ticked, then RUC, razón social and dirección fiscal
 * (ComprobanteSchema). The factura's fields show, and are tab stops, only while it is ticked (app.css), also
 * without JavaScript.
 */
export function ComprobanteFields(props: Props) {
  const field = (name: string) => ({
    name,
    id: props.fieldId?.(name),
    errorMessage: props.errors[name],
    defaultValue: props.values[name] ?? "",
  });
  return (
    <fieldset
      data-invoice
      className={props.className ?? "rounded-card border border-slate-200 bg-white p-4"}
      aria-describedby="comprobante-help"
    >
      <legend className="px-1 text-lg font-bold text-ink">Comprobante de pago</legend>
      <Checkbox
        name="wantsInvoice"
        id={props.fieldId?.("wantsInvoice")}
        defaultSelected={props.values.wantsInvoice === "on"}
      >
        Necesito factura
      </Checkbox>
      <p id="comprobante-help" className="mt-1 text-sm text-muted">
        Marca esta casilla solo si necesitas factura; si no, emitiremos una boleta.
      </p>
      <div data-invoice-fields className="mt-3 grid gap-4 md:grid-cols-2">
        <TextField label="RUC" inputMode="numeric" maxLength={11} autoComplete="off" {...field("invoice.ruc")} />
        <TextField
          label="Razón social"
          maxLength={BUSINESS_NAME_MAX}
          autoComplete="organization"
          {...field("invoice.businessName")}
        />
        <TextField
          label="Dirección fiscal"
          maxLength={FISCAL_ADDRESS_MAX}
          autoComplete="street-address"
          className="md:col-span-2"
          {...field("invoice.fiscalAddress")}
        />
      </div>
    </fieldset>
  );
}

/** 'Factura: RUC …, razón social, dirección' or 'Boleta de venta', as the review and the confirmation say it. */
export function comprobanteText(invoice: OrderInvoice | null): string {
  return invoice ? `Factura: RUC ${invoice.ruc}, ${invoice.businessName}, ${invoice.fiscalAddress}` : "Boleta de venta";
}
