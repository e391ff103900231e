import { Link } from "react-router";
import { StaffHeading } from "./staff-frame.tsx";

/** The sections the user's roles open, one card each. */
export function StaffHome({
  name,
  sections,
}: {
  name: string;
  sections: ReadonlyArray<{ path: string; label: string; description: string }>;
}) {
  return (
    <>
      <StaffHeading title={`Hola, ${name}`} lead="Elige una sección." />
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
