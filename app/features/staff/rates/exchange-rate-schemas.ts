import * as z from "zod/mini";

/** Today's USD -> PEN rate as staff enter it: a decimal with up to 4 places, within a sane band. */
export const ExchangeRateFormSchema = z.strictObject({
  effectiveDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Usa una fecha válida")),
  amount: z.pipe(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.regex(/^\d{1,2}([.,]\d{1,4})?$/, "Escribe el tipo de cambio con hasta 4 decimales (por ejemplo 3,7450)"),
        ),
      z.transform((value: string) => value.replace(",", ".")),
    ),
    z
      .string()
      .check(
        z.refine(
          (value) => Number(value) >= 2 && Number(value) <= 6,
          "El tipo de cambio debe estar entre 2 y 6 soles por dólar",
        ),
      ),
  ),
});
export type ExchangeRateForm = z.infer<typeof ExchangeRateFormSchema>;
