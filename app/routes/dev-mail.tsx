import { useState } from "react";
import { Form } from "react-router";
import { requestContext } from "#request-context";
import { Button } from "#app/components/ui/button.tsx";
import { listOutboxMessages, type OutboxMessage } from "#app/features/mail/outbox-queries.server.ts";
import type { Route } from "./+types/dev-mail";

export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.get(requestContext).publicConfig.devPages) throw new Response("Not Found", { status: 404 });
  const to = new URL(request.url).searchParams.get("para")?.trim().toLowerCase().slice(0, 254) || undefined;
  return { to: to ?? "", messages: await listOutboxMessages({ to }) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Correos enviados (desarrollo) | Kuntur Viajes" },
  { name: "robots", content: "noindex" },
];

const STATUS_LABELS: Record<OutboxMessage["status"], string> = {
  pending: "En cola",
  sending: "Enviando",
  sent: "Enviado",
  failed: "Fallido",
};

const dateFormat = new Intl.DateTimeFormat("es-PE", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "America/Lima",
});

/** Links in the plain-text version, so a developer (or an e2e test) can follow the e-mail's action. */
function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s]+/g) ?? [])];
}

function MessageCard({ message }: { message: OutboxMessage }) {
  // The HTML preview (a sandboxed frame) is only created once its section is opened: a list of many e-mails
  // does not load a frame per message.
  const [showHtml, setShowHtml] = useState(false);
  return (
    <li className="rounded-card border border-slate-200 p-4" aria-labelledby={`asunto-${message.id}`}>
      <h2 id={`asunto-${message.id}`} className="text-lg font-bold text-ink">
        {message.subject}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Para</dt>
        <dd className="break-all">{message.toAddress}</dd>
        <dt className="font-semibold">Plantilla</dt>
        <dd>{message.template}</dd>
        <dt className="font-semibold">Estado</dt>
        <dd>
          {STATUS_LABELS[message.status]} ({message.attempts} intentos)
          {message.lastError ? ` · ${message.lastError}` : ""}
        </dd>
        <dt className="font-semibold">Creado</dt>
        <dd>{dateFormat.format(new Date(message.createdAt))}</dd>
      </dl>
      <ul className="mt-3 flex flex-col gap-1" aria-label="Enlaces del correo">
        {linksOf(message.text).map((url) => (
          <li key={url}>
            <a href={url} className="break-all text-brand-700 underline">
              {url}
            </a>
          </li>
        ))}
      </ul>
      <details className="mt-3" onToggle={(event) => setShowHtml(event.currentTarget.open)}>
        <summary className="cursor-pointer font-semibold text-brand-700">Ver texto y HTML</summary>
        <pre className="mt-2 overflow-x-auto rounded bg-surface p-3 text-sm whitespace-pre-wrap">{message.text}</pre>
        {showHtml ? (
          <iframe
            title={`Vista HTML: ${message.subject}`}
            sandbox=""
            srcDoc={message.html}
            className="mt-2 h-[32rem] w-full rounded border border-slate-200"
          />
        ) : null}
      </details>
    </li>
  );
}

/** Development page: the transactional e-mails in the outbox (what SMTP would deliver, or has delivered). */
export default function DevMail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold text-brand-700">Correos enviados</h1>
      <p>
        Bandeja de salida de correos transaccionales. Sin <code>SMTP_URL</code> los mensajes se quedan aquí.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Destinatario
          <input
            name="para"
            type="email"
            defaultValue={loaderData.to}
            className="min-h-11 rounded-control border border-slate-400 px-3 font-normal"
          />
        </label>
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
      </Form>
      {loaderData.messages.length === 0 ? (
        <p role="status">No hay correos en la bandeja de salida.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {loaderData.messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
