import { useState, type SubmitEvent } from "react";
import type { ZodMiniType as ZodType } from "zod/mini";
import { fieldErrors } from "#app/utils/form-errors.ts";

/** The values of a posted form the schema reads: text fields by name, and the listed multi-valued fields as arrays. */
export function formValues(form: FormData, fields: readonly string[], arrays: readonly string[] = []) {
  const values: Record<string, string | string[]> = {};
  for (const name of fields) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 5000) : "";
  }
  for (const name of arrays) values[name] = form.getAll(name).filter((value) => typeof value === "string");
  return values;
}

/**
 * The browser's check of a native form with the action's own schema: an invalid form is not sent and shows the
 * errors; without JavaScript the action answers them.
 */
export function useSchemaCheck(schema: ZodType, fields: readonly string[], arrays: readonly string[] = []) {
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(formValues(new FormData(event.currentTarget), fields, arrays));
    if (parsed.success) return setErrors(null);
    event.preventDefault();
    const found = fieldErrors(parsed.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return undefined;
  }
  return { clientErrors: errors, onSubmit };
}
