import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { cardClass, Notice, StaffHeading } from "./staff-frame.tsx";
import { useSchemaCheck } from "./staff-form.tsx";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "./staff-roles.ts";
import { StaffInviteSchema } from "./staff-schemas.ts";
import type { StaffListItem } from "./staff-users.server.ts";

export type StaffUsersState =
  | { kind: "invited"; email: string; link: string }
  | {
      kind: "invite-error";
      message: string | null;
      errors: Record<string, string>;
      values: { email: string; name: string };
    }
  | { kind: "change-error"; id: string; message: string }
  | undefined;

/** The administrator's staff list: invite (the one-time link is shown once), roles, disable, reset the second factor. */
export function StaffUsersPage({
  users,
  saved,
  state,
  selfId,
}: {
  users: StaffListItem[];
  saved: boolean;
  state: StaffUsersState;
  selfId: string;
}) {
  return (
    <>
      <StaffHeading
        title="Personal"
        lead="Usuarios del sistema de gestión. Nadie tiene contraseña por defecto: cada invitación da un enlace de un solo uso."
      />
      {saved ? <Notice tone="success">Cambios guardados.</Notice> : null}
      {state?.kind === "invited" ? (
        <div role="status" className="mb-6 rounded-control border border-green-700 bg-green-50 p-3 text-green-900">
          <p>
            Invitación creada para <strong>{state.email}</strong>. Envíale este enlace por un canal seguro (válido 72
            horas, se muestra una sola vez):
          </p>
          <p className="mt-2 font-mono break-all" data-testid="invite-link">
            {state.link}
          </p>
        </div>
      ) : null}
      <InviteForm state={state?.kind === "invite-error" ? state : undefined} />
      <ul className="mt-8 flex flex-col gap-4">
        {users.map((user) => (
          <li key={user.id} className={cardClass}>
            <UserCard
              user={user}
              isSelf={user.id === selfId}
              message={state?.kind === "change-error" && state.id === user.id ? state.message : null}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function RoleBoxes({ checked, idPrefix }: { checked: readonly StaffRole[]; idPrefix: string }) {
  return (
    <>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="flex items-center gap-2" htmlFor={`${idPrefix}-${role}`}>
          <input
            id={`${idPrefix}-${role}`}
            type="checkbox"
            name="roles"
            value={role}
            defaultChecked={checked.includes(role)}
            className="size-4 accent-brand-700"
          />
          {ROLE_LABELS[role]}
        </label>
      ))}
    </>
  );
}

function InviteForm({ state }: { state: Extract<StaffUsersState, { kind: "invite-error" }> | undefined }) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useSchemaCheck(StaffInviteSchema, ["email", "name"], ["roles"]);
  const errors = clientErrors ?? state?.errors ?? {};
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className={`${cardClass} grid gap-4 md:grid-cols-2`}>
      <h2 className="text-lg font-bold md:col-span-2">Invitar a una persona</h2>
      {state?.message && !clientErrors ? (
        <div className="md:col-span-2">
          <Notice tone="error">{state.message}</Notice>
        </div>
      ) : null}
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        isRequired
        defaultValue={state?.values.email ?? ""}
        errorMessage={errors.email}
      />
      <TextField
        label="Nombre"
        name="name"
        isRequired
        defaultValue={state?.values.name ?? ""}
        errorMessage={errors.name}
      />
      <fieldset
        className="flex flex-wrap gap-4 md:col-span-2"
        aria-describedby={errors.roles ? "invite-roles-error" : undefined}
      >
        <legend className="mb-1 text-sm font-semibold">Roles</legend>
        <RoleBoxes checked={[]} idPrefix="invitar" />
        {errors.roles ? (
          <p id="invite-roles-error" className="w-full text-sm text-danger">
            {errors.roles}
          </p>
        ) : null}
      </fieldset>
      <input type="hidden" name="intent" value="invite" />
      <Button type="submit" variant="primary" className="self-start" isPending={navigation.state === "submitting"}>
        Crear invitación
      </Button>
    </Form>
  );
}

function UserCard({ user, isSelf, message }: { user: StaffListItem; isSelf: boolean; message: string | null }) {
  const status = user.disabled
    ? "Desactivado"
    : !user.active
      ? "Invitación pendiente"
      : user.secondFactor
        ? "Activo"
        : "Sin segundo factor";
  return (
    <>
      <h2 className="font-bold">
        {user.name} · {user.email}
      </h2>
      <p className="mb-3 text-sm text-muted">{status}</p>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">Roles de {user.email}</legend>
          <RoleBoxes checked={user.roles} idPrefix={`roles-${user.id}`} />
        </fieldset>
        <input type="hidden" name="id" value={user.id} />
        <input type="hidden" name="version" value={user.updatedAt} />
        <Button type="submit" name="intent" value="roles" variant="secondary" size="sm">
          Guardar roles
        </Button>
      </Form>
      {isSelf ? null : (
        <Form method="post" className="mt-3 flex flex-wrap gap-3">
          <input type="hidden" name="id" value={user.id} />
          <input type="hidden" name="version" value={user.updatedAt} />
          <Button
            type="submit"
            name="intent"
            value={user.disabled ? "enable" : "disable"}
            variant={user.disabled ? "secondary" : "danger"}
            size="sm"
          >
            {user.disabled ? "Reactivar" : "Desactivar"}
          </Button>
          {user.secondFactor ? (
            <Button type="submit" name="intent" value="reset-second-factor" variant="ghost" size="sm">
              Reiniciar segundo factor
            </Button>
          ) : null}
        </Form>
      )}
    </>
  );
}
