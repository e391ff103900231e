import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DateField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { fieldErrorClass } from "#app/components/ui/field-styles.ts";
import { cardClass, Notice, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import { useSchemaCheck } from "#app/features/staff/staff-form.tsx";
import {
  PROMO_CODE_ARRAYS,
  PROMO_CODE_FIELDS,
  PromoCodeFormSchema,
  type PromoCodeValues,
} from "./promo-code-schemas.ts";
import { BASE_PATH, PROMO_PRODUCT_LABELS, PROMO_PRODUCTS } from "./promo-code-labels.ts";

export type PromoCodeFormState =
  { message: string | null; errors: Record<string, string>; values: PromoCodeValues } | undefined;

/**
 * Create or edit a promo code. A refused form comes back with what was typed; a code already used shows its code as
 * fixed (the server refuses a change too).
 */
export function PromoCodeFormPage({
  editing,
  used,
  initial,
  state,
}: {
  /** The code being edited, or null for a new one. */
  editing: string | null;
  used: number;
  initial: PromoCodeValues;
  state: PromoCodeFormState;
}) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useSchemaCheck(PromoCodeFormSchema, PROMO_CODE_FIELDS, PROMO_CODE_ARRAYS);
  const errors = clientErrors ?? state?.errors ?? {};
  const values = state?.values ?? initial;
  const codeFixed = editing !== null && used > 0;
  return (
    <>
      <StaffHeading
        title={editing ? `Editar código ${editing}` : "Nuevo código promocional"}
        lead="El descuento es un porcentaje del total con un tope en US$. Fechas de Lima, inclusive."
      >
        <Link to={editing ? `${BASE_PATH}/${editing}` : BASE_PATH} className="font-semibold text-brand-700 underline">
          Volver
        </Link>
      </StaffHeading>
      <Form
        key={JSON.stringify(values)}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className={`${cardClass} flex max-w-3xl flex-col gap-4`}
      >
        {state?.message && !clientErrors ? <Notice tone="error">{state.message}</Notice> : null}
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label="Código"
            name="code"
            isRequired
            isReadOnly={codeFixed}
            maxLength={6}
            defaultValue={values.code}
            errorMessage={errors.code}
            description={codeFixed ? "Ya se usó: el código no cambia." : "6 letras o números, se guarda en mayúsculas."}
          />
          <TextField
            label="Porcentaje de descuento"
            name="percent"
            inputMode="numeric"
            isRequired
            maxLength={3}
            defaultValue={values.percent}
            errorMessage={errors.percent}
            description="De 1 a 100"
          />
          <TextField
            label="Tope en US$"
            name="cap"
            inputMode="decimal"
            isRequired
            maxLength={10}
            defaultValue={values.cap}
            errorMessage={errors.cap}
            description="Lo más que descuenta a una compra"
          />
        </div>
        <fieldset aria-describedby={errors.products ? "products-error" : undefined}>
          <legend className="mb-1 font-semibold">Productos</legend>
          <div className="flex flex-wrap gap-4">
            {PROMO_PRODUCTS.map((product) => (
              <label key={product} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="products"
                  value={product}
                  defaultChecked={values.products.includes(product)}
                  className="size-4 accent-brand-700"
                />
                {PROMO_PRODUCT_LABELS[product]}
              </label>
            ))}
          </div>
          {errors.products ? (
            <p id="products-error" className={fieldErrorClass}>
              {errors.products}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-4 md:grid-cols-3">
          <DateField
            label="Válido desde"
            name="validFrom"
            isRequired
            defaultValue={values.validFrom}
            errorMessage={errors.validFrom}
          />
          <DateField
            label="Válido hasta"
            name="validTo"
            isRequired
            defaultValue={values.validTo}
            errorMessage={errors.validTo}
          />
          <TextField
            label="Usos totales"
            name="totalUses"
            inputMode="numeric"
            isRequired
            maxLength={7}
            defaultValue={values.totalUses}
            errorMessage={errors.totalUses}
            description={used > 0 ? `Ya se usó ${String(used)} ${used === 1 ? "vez" : "veces"}.` : undefined}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label="Compra mínima en US$ (opcional)"
            name="minOrder"
            inputMode="decimal"
            maxLength={10}
            defaultValue={values.minOrder}
            errorMessage={errors.minOrder}
            description="El total de la reserva antes del descuento"
          />
          <TextField
            label="Usos por cliente (opcional)"
            name="perCustomer"
            inputMode="numeric"
            maxLength={4}
            defaultValue={values.perCustomer}
            errorMessage={errors.perCustomer}
            description="Por correo de contacto; vacío: sin límite"
          />
        </div>
        <TextField
          label="Descripción (interna)"
          name="description"
          maxLength={200}
          defaultValue={values.description}
          errorMessage={errors.description}
        />
        <input type="hidden" name="version" value={values.version} />
        <div>
          <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
            {editing ? "Guardar cambios" : "Crear código"}
          </Button>
        </div>
      </Form>
    </>
  );
}
