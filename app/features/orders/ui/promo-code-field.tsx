import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { PROMO_CODE_FIELD_LENGTH } from "#app/features/orders/ui/checkout-limits.ts";

type Props = {
  /** What the field shows: the code just posted, else the one the order carries. */
  defaultValue: string;
  /** The code the order carries now (its promo adjustment), if any. */
  applied: string | null;
  /** Why the last code was refused (PROMO_MESSAGES, promoNotForMessage). */
  message?: string | undefined;
};

/**
 * 'Código promocional (opcional)' with its own 'Aplicar', inside a product's pay form: the button posts
 * `applyPromo=1` and is the form's first submit button, so Enter in the field applies the code (also without JS).
 */
export function PromoCodeField(props: Props) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <TextField
        label="Código promocional (opcional)"
        name="promoCode"
        maxLength={PROMO_CODE_FIELD_LENGTH}
        autoComplete="off"
        defaultValue={props.defaultValue}
        errorMessage={props.message}
        description={
          props.applied && !props.message
            ? `Código ${props.applied} aplicado: el descuento ya está en el total.`
            : "6 letras o números"
        }
        className="max-w-xs"
      />
      <Button type="submit" name="applyPromo" value="1" variant="secondary" className="sm:mb-6">
        Aplicar
      </Button>
    </div>
  );
}
