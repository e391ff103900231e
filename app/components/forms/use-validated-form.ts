import { useRef, useState, type SubmitEvent } from "react";

export type FieldErrors = Record<string, string>;

/**
 * State of a form checked by its shared schema: errors appear after the first submit attempt and then follow
 * every change; the visitor's input is kept when invalid, and the first invalid field receives the focus.
 */
export function useValidatedForm<T>(options: {
  initial: T | (() => T);
  validate: (value: T) => FieldErrors;
  onValid: (value: T) => void;
}) {
  const [value, setValueState] = useState<T>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = (next: T | ((current: T) => T)) => {
    const resolved = typeof next === "function" ? (next as (current: T) => T)(value) : next;
    setValueState(resolved);
    if (attempted) setErrors(options.validate(resolved));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = options.validate(value);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      options.onValid(value);
      return;
    }
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], select[aria-invalid="true"], button[data-invalid="true"]',
      );
      invalid?.focus();
    });
  };

  return { value, setValue, errors, onSubmit, formRef };
}
