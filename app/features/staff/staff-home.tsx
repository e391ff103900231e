import { Link } from "react-router";
import { StaffHeading } from "./staff-frame.tsx";

/** The sections the user's roles open, one card each. */
export function StaffHome({
  name,
  sections,
  rateMissing = false,
  canEnterRate = false,
}: {
  name: string;
  sections: ReadonlyArray<{ path: string; label: string; description: string }>;
  rateMissing?: boolean;
  canEnterRate?: boolean;
}) {
  return (
    <>
      <StaffHeading title={`Hola, ${name}`} lead="Elige una sección." />
      {rateMissing ? (
        <p role="status" className="mb-6 rounded-control border border-amber-600 bg-amber-50 p-3 text-amber-900">
          Aún no se registró el tipo de cambio de hoy: los pedidos usan el último registrado.{" "}
          {canEnterRate ? (
            <Link to="/gestion/tipo-de-cambio" className="font-semibold underline">
              Registrar tipo de cambio
            </Link>
          ) : (
            "Avisa a Contenido."
          )}
        </p>
      ) : null}
      {sections.length === 0 ? (
        <p>Tu usuario aún no tiene roles. Pide a un administrador que te asigne uno.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {sections.map((section) => (
            <li key={section.path}>
              <Link
                to={section.path}
                className="block h-full rounded-card border border-slate-300 bg-white p-5 outline-none hover:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600"
              >
                <span className="text-lg font-bold text-brand-700">{section.label}</span>
                <span className="mt-1 block text-muted">{section.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
