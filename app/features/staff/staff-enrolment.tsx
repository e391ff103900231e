import { Link } from "#app/components/ui/link.tsx";
import { cardClass } from "./staff-frame.tsx";

/** The QR code to scan and the same secret in groups of four, for apps that take it typed. */
export function TotpEnrolment({ enrolment }: { enrolment: { email: string; secret: string; qrDataUrl: string } }) {
  const grouped = enrolment.secret.match(/.{1,4}/g)?.join(" ") ?? enrolment.secret;
  return (
    <div className={`${cardClass} mb-4 flex flex-wrap items-center gap-6`}>
      <img
        src={enrolment.qrDataUrl}
        width={180}
        height={180}
        alt={`Código QR para configurar la verificación en dos pasos de ${enrolment.email}`}
      />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-semibold">¿No puedes escanearlo? Ingresa esta clave en tu aplicación:</p>
        <p>
          <code data-testid="totp-secret" className="rounded bg-surface px-2 py-1 font-mono text-lg break-all">
            {grouped}
          </code>
        </p>
        <p className="text-sm text-muted">Tipo: basada en el tiempo, 6 dígitos, cada 30 segundos.</p>
      </div>
    </div>
  );
}

/** The recovery codes, shown this once: only their hashes are kept. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="mx-auto max-w-xl" aria-labelledby="codigos-titulo">
      <h1 id="codigos-titulo" className="mb-2 text-2xl font-extrabold text-brand-700">
        Guarda tus códigos de recuperación
      </h1>
      <p className="mb-4">
        La verificación en dos pasos quedó activada. Si pierdes tu teléfono, cada uno de estos códigos te deja ingresar
        una vez. <strong>No volveremos a mostrarlos:</strong> guárdalos en un lugar seguro.
      </p>
      <ol className={`${cardClass} mb-6 grid grid-cols-2 gap-2 font-mono text-lg`} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Link appearance="primary" to="/gestion" reloadDocument>
        Ya los guardé, ir a Gestión
      </Link>
    </section>
  );
}
