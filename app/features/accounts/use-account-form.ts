import { useMemo, useState, type SubmitEvent } from "react";
import type * as z from "zod/mini";

/** Field → first message of a failed parse. */
export function errorsOf(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
}

/**
 * Form state checked by its shared schema (SPEC 5.3): a field shows its error once it is touched (left) or dirty
 * (changed); an invalid submit marks every field touched, focuses the first invalid one and calls nothing.
 */
export function useAccountForm<T extends Record<string, string | boolean>, Out>(
  schema: z.ZodMiniType<Out>,
  initial: T,
) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const errors = useMemo(() => errorsOf(schema, values), [schema, values]);

  function set<K extends keyof T>(name: K, value: T[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
  }

  /** Props for a TextField bound to a string field. */
  function text<K extends keyof T & string>(name: K) {
    return {
      name,
      value: String(values[name]),
      onChange: (value: string) => set(name, value as T[K]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      errorMessage: touched[name] ? errors[name] : undefined,
    };
  }

  function submit(onValid: (data: Out) => void) {
    return (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      const formElement = event.currentTarget;
      const result = schema.safeParse(values);
      if (result.success) {
        onValid(result.data);
        return;
      }
      setTouched(
        Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Partial<Record<keyof T, boolean>>,
      );
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    };
  }

  function reset(next: T = initial) {
    setValues(next);
    setTouched({});
  }

  return { values, set, text, submit, reset, errors, touched };
}
