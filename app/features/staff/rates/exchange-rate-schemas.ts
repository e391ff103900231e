import * as z from "zod/mini";
import { pastOrTodayDate } from "#app/utils/date-rules.ts";

/** Today's USD -> PEN rate as staff enter it: a decimal with up to 4 places, within a sane band. */
export const ExchangeRateFormSchema = z.strictObject({
  effectiveDate: pastOrTodayDate("No se puede registrar el tipo de cambio de una fecha futura."),
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
