import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { cardClass, Notice } from "./staff-frame.tsx";
import { useSchemaCheck } from "./staff-form.tsx";
import { StaffSignInSchema } from "./staff-schemas.ts";

type State = { message: string | null; errors: Record<string, string>; email: string } | undefined;

/** E-mail and password; the second factor comes next. */
export function StaffSignInForm({ state }: { state: State }) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useSchemaCheck(StaffSignInSchema, ["email", "password"]);
  const errors = clientErrors ?? state?.errors ?? {};
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-extrabold text-brand-700">Ingresar a Gestión</h1>
      <p className="mb-6 text-muted">Acceso exclusivo del personal de Kuntur Viajes.</p>
      <Form method="post" noValidate onSubmit={onSubmit} className={`${cardClass} flex flex-col gap-4`}>
        {state?.message && !clientErrors ? <Notice tone="error">{state.message}</Notice> : null}
        <TextField
          label="Correo electrónico"
          name="email"
          type="email"
          autoComplete="username"
          isRequired
          defaultValue={state?.email ?? ""}
          errorMessage={errors.email}
        />
        <TextField
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          errorMessage={errors.password}
        />
        <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
          Continuar
        </Button>
      </Form>
    </section>
  );
}
