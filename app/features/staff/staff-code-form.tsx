import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { cardClass, Notice } from "./staff-frame.tsx";
import { useSchemaCheck } from "./staff-form.tsx";
import { StaffCodeSchema } from "./staff-schemas.ts";

type State = { message: string | null; errors: Record<string, string> } | undefined;

/** One code field: the second factor at sign-in, or the first code that confirms an enrolment. */
export function StaffCodeForm(props: {
  title: string;
  lead: string;
  submitLabel: string;
  state: State;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useSchemaCheck(StaffCodeSchema, ["code"]);
  const errors = clientErrors ?? props.state?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl">
      <h1 className="mb-2 text-2xl font-extrabold text-brand-700">{props.title}</h1>
      <p className="mb-6 text-muted">{props.lead}</p>
      {props.children}
      <Form method="post" noValidate onSubmit={onSubmit} className={`${cardClass} flex flex-col gap-4`}>
        {props.state?.message && !clientErrors ? <Notice tone="error">{props.state.message}</Notice> : null}
        <TextField
          label="Código"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={16}
          isRequired
          errorMessage={errors.code}
        />
        <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
          {props.submitLabel}
        </Button>
      </Form>
    </section>
  );
}
