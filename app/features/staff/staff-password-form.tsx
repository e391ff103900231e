import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { cardClass, Notice } from "./staff-frame.tsx";
import { useSchemaCheck } from "./staff-form.tsx";
import { StaffSetPasswordSchema } from "./staff-schemas.ts";

type State = { message: string | null; errors: Record<string, string> } | undefined;

/** The new password of a one-time link (12 to 128 characters), typed twice. */
export function StaffPasswordForm({ valid, email, state }: { valid: boolean; email: string | null; state: State }) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useSchemaCheck(StaffSetPasswordSchema, ["password", "repeatPassword"]);
  const errors = clientErrors ?? state?.errors ?? {};
  if (!valid) {
    return (
      <section className="mx-auto max-w-md">
        <h1 className="mb-2 text-2xl font-extrabold text-brand-700">Crear contraseña</h1>
        <Notice tone="error">El enlace no es válido o ya fue usado. Pide uno nuevo a un administrador.</Notice>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-extrabold text-brand-700">Crear contraseña</h1>
      <p className="mb-6 text-muted">
        Usuario: <strong>{email}</strong>. Después configurarás la verificación en dos pasos.
      </p>
      <Form method="post" noValidate onSubmit={onSubmit} className={`${cardClass} flex flex-col gap-4`}>
        {state?.message && !clientErrors ? <Notice tone="error">{state.message}</Notice> : null}
        <input type="text" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
        <TextField
          label="Nueva contraseña"
          name="password"
          type="password"
          autoComplete="new-password"
          description="De 12 a 128 caracteres. Usa una frase que no uses en otro sitio."
          isRequired
          errorMessage={errors.password}
        />
        <TextField
          label="Repetir contraseña"
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          isRequired
          errorMessage={errors.repeatPassword}
        />
        <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
          Guardar contraseña
        </Button>
      </Form>
    </section>
  );
}
