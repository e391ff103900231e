import { useState, type SubmitEvent } from "react";
import { Form, useNavigation } from "react-router";
import type { $ZodError } from "zod/v4/core";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";

/** One field of a look-up form; `name` is the key the schema and the action read. */
export type LookupField = {
  name: string;
  label: string;
  type?: "text" | "email";
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
};

/** What the page shows after a refused look-up: one message, the fields' errors, and what was typed. */
export type LookupFormFailure = {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
};

/**
 * A guest's look-up of something by a reference and an e-mail ('Mis reservas', the complaints book): a POST form that
 * works without JavaScript (the action checks the same schema and answers `failure`); with JavaScript the schema is
 * checked before sending, and its errors replace the action's until the next send.
 */
export function LookupForm({
  fields,
  schema,
  failure,
  submitLabel,
  hidden,
}: {
  fields: readonly LookupField[];
  /** The page's shared schema (the action parses the same one). */
  schema: { safeParse(input: unknown): { success: true } | { success: false; error: $ZodError } };
  failure: LookupFormFailure | undefined;
  submitLabel: string;
  /** Hidden inputs sent with the fields (an `intent` where the route's action serves several forms). */
  hidden?: Readonly<Record<string, string>>;
}) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? failure?.errors ?? {};

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = schema.safeParse(Object.fromEntries(fields.map((field) => [field.name, form.get(field.name)])));
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    return setClientErrors(fieldErrors(parsed.error));
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-card border border-slate-300 bg-white p-4 md:p-6"
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {failure?.message && !clientErrors ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
          {failure.message}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            isRequired
            maxLength={field.maxLength}
            defaultValue={failure?.values[field.name] ?? ""}
            errorMessage={errors[field.name]}
          />
        ))}
      </div>
      <div>
        <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
