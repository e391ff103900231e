import type { ReactNode } from "react";
import { controlClass, fieldErrorClass, fieldLabelClass } from "#app/components/ui/field-styles.ts";

/** A native text input with its label and error, for forms that post without JavaScript. */
export function PlainField(props: {
  label: ReactNode;
  name: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
  maxLength?: number;
  className?: string;
}) {
  const id = `f-${props.name.replaceAll(".", "-")}`;
  return (
    <div className={`flex flex-col gap-1 ${props.className ?? ""}`}>
      <label htmlFor={id} className={fieldLabelClass}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        required
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        data-invalid={props.error ? true : undefined}
        className={controlClass}
      />
      {props.error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
