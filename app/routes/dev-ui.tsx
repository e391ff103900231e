import { useState } from "react";
import { DialogTrigger } from "react-aria-components";
import { requestContext } from "#request-context";
import { Button } from "#app/components/ui/button.tsx";
import { TriggerButton } from "#app/components/ui/trigger-button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Menu, MenuItem, MenuTrigger } from "#app/components/ui/menu.tsx";
import { Popover } from "#app/components/ui/popover.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { http } from "#app/platform/http-client.ts";
import { showToast, type ToastType } from "#app/platform/toasts.ts";
import type { Route } from "./+types/dev-ui";

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(requestContext).publicConfig.devPages) throw new Response("Not Found", { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Componentes de la interfaz | Kuntur Viajes" },
  { name: "robots", content: "noindex" },
];

const TOAST_TYPES: ToastType[] = ["ERROR", "SUCCESS", "WARNING", "INFO"];

/** Development-only catalogue of the design-system primitives (also driven by the e2e tests). */
export default function DevUi() {
  const [email, setEmail] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [lastAction, setLastAction] = useState("");
  const emailError = submitted && !/^\S+@\S+\.\S+$/.test(email) ? "Ingresa tu email" : undefined;
  const consentError = submitted && !accepted ? "Debes aceptar las Políticas de Privacidad" : undefined;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10">
      <h1 className="text-3xl font-extrabold text-brand-700">Componentes de la interfaz</h1>

      <section aria-labelledby="buttons" className="flex flex-col gap-3">
        <h2 id="buttons" className="text-xl font-bold">
          Botones y enlaces
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button onPress={() => setLastAction("primario")}>Primario</Button>
          <Button variant="secondary">Secundario</Button>
          <Button variant="accent">Acento</Button>
          <Button variant="ghost">Discreto</Button>
          <Button isDisabled>Deshabilitado</Button>
          <Link to="/">Ir al inicio</Link>
        </div>
        <p role="status">{lastAction ? `Acción: ${lastAction}` : ""}</p>
      </section>

      <section aria-labelledby="form" className="flex flex-col gap-3">
        <h2 id="form" className="text-xl font-bold">
          Formulario
        </h2>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
          }}
        >
          <TextField
            label="Correo electrónico"
            type="email"
            value={email}
            onChange={setEmail}
            errorMessage={emailError}
          />
          <Select
            label="Tienda"
            placeholder="Elige una tienda"
            options={[
              { id: "miraflores", label: "Miraflores" },
              { id: "san-isidro", label: "San Isidro" },
            ]}
          />
          <Checkbox isSelected={accepted} onChange={setAccepted} errorMessage={consentError} id="dev-consent">
            Acepto las Políticas de Privacidad
          </Checkbox>
          <Button type="submit">Enviar</Button>
        </form>
      </section>

      <section aria-labelledby="tabs" className="flex flex-col gap-3">
        <h2 id="tabs" className="text-xl font-bold">
          Pestañas
        </h2>
        <Tabs
          label="Productos"
          items={[
            { id: "vuelos", label: "Vuelos", content: <p>Busca vuelos nacionales e internacionales.</p> },
            { id: "hoteles", label: "Hoteles", content: <p>Encuentra hoteles en todo el mundo.</p> },
          ]}
        />
      </section>

      <section aria-labelledby="overlays" className="flex flex-wrap gap-3">
        <h2 id="overlays" className="w-full text-xl font-bold">
          Diálogos, menús y notificaciones
        </h2>
        <DialogTrigger>
          <TriggerButton variant="secondary">Abrir diálogo</TriggerButton>
          <Modal title="Diálogo de ejemplo">
            {(close) => (
              <div className="flex flex-col gap-4">
                <p>Este diálogo atrapa el foco y se cierra con Escape.</p>
                <Button onPress={close}>Aceptar</Button>
              </div>
            )}
          </Modal>
        </DialogTrigger>
        <DialogTrigger>
          <TriggerButton variant="secondary">Abrir popover</TriggerButton>
          <Popover label="Popover de ejemplo" className="p-4">
            <p>Contenido del popover</p>
          </Popover>
        </DialogTrigger>
        <MenuTrigger>
          <TriggerButton variant="secondary">Abrir menú</TriggerButton>
          <Menu onAction={(key) => setLastAction(String(key))}>
            <MenuItem id="perfil">Perfil</MenuItem>
            <MenuItem id="salir">Cerrar sesión</MenuItem>
          </Menu>
        </MenuTrigger>
        {TOAST_TYPES.map((type) => (
          <Button
            key={type}
            variant="ghost"
            onPress={() => showToast({ type, title: `Aviso ${type}`, message: "Mensaje de prueba", seconds: 10 })}
          >
            Toast {type}
          </Button>
        ))}
        <Button variant="ghost" onPress={() => void http.get("/api/v1/health").then(() => setLastAction("health"))}>
          Llamada con overlay
        </Button>
      </section>
    </div>
  );
}
