import { NavLink } from "react-router";
import { cx } from "#app/components/ui/cx.ts";

export const PROFILE_SECTIONS = [
  { path: "/perfil/mi-perfil", label: "Mi perfil" },
  { path: "/perfil/datos-de-contacto", label: "Datos de contacto" },
  { path: "/perfil/pasajeros", label: "Pasajeros frecuentes" },
  { path: "/perfil/preferencias", label: "Preferencias" },
  { path: "/perfil/cambiar-contrasena", label: "Cambiar contraseña" },
  { path: "/perfil/mis-reservas", label: "Mis reservas" },
] as const;

/** Section links: a column beside the page on desktop, a scrolling row above it at 360 px. */
export function ProfileNav() {
  return (
    <nav aria-label="Secciones de mi cuenta" className="md:w-60 md:shrink-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:overflow-visible md:px-0">
        {PROFILE_SECTIONS.map((section) => (
          <li key={section.path} className="shrink-0">
            <NavLink
              to={section.path}
              className={({ isActive }) =>
                cx(
                  "block min-h-11 rounded-control px-3 py-2.5 font-semibold whitespace-nowrap outline-none focus-visible:ring-4 focus-visible:ring-accent-400",
                  isActive ? "bg-brand-600 text-white" : "text-brand-700 hover:bg-brand-50",
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Title and intro of a profile section. */
export function SectionHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="mb-6">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
    </header>
  );
}
