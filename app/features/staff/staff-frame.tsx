import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { ROLE_LABELS, type StaffRole } from "./staff-roles.ts";

export type FrameStaff = {
  name: string;
  email: string;
  roles: StaffRole[];
  sections: Array<{ path: string; label: string }>;
};

/** The back office's own frame: its name, the sections the user's roles open, who is signed in and the way out. */
export function StaffFrame({ staff, children }: { staff: FrameStaff | null; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <div className="bg-brand-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-lg font-extrabold">Kuntur Viajes · Gestión</p>
          {staff ? (
            <nav aria-label="Secciones de gestión" className="flex flex-wrap gap-1">
              <StaffNavLink to="/gestion" end>
                Inicio
              </StaffNavLink>
              {staff.sections.map((section) => (
                <StaffNavLink key={section.path} to={section.path}>
                  {section.label}
                </StaffNavLink>
              ))}
            </nav>
          ) : null}
          {staff ? (
            <div className="ml-auto flex items-center gap-3 text-sm">
              <span>
                {staff.name} · {staff.roles.map((role) => ROLE_LABELS[role]).join(", ")}
              </span>
              <Form method="post" action="/gestion/salir">
                <button
                  type="submit"
                  className="cursor-pointer rounded-control border border-white/60 px-3 py-1 font-semibold outline-none hover:bg-white/10 focus-visible:ring-4 focus-visible:ring-accent-500"
                >
                  Cerrar sesión
                </button>
              </Form>
            </div>
          ) : null}
        </div>
      </div>
      {/* Inside the root's <main>: the page's content, under the back office's own bar. */}
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">{children}</div>
    </div>
  );
}

function StaffNavLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cx(
          "rounded-control px-3 py-1 font-semibold outline-none hover:bg-white/10 focus-visible:ring-4 focus-visible:ring-accent-500",
          isActive && "bg-white text-brand-700 hover:bg-white",
        )
      }
    >
      {children}
    </NavLink>
  );
}

/** A page's heading and lead. */
export function StaffHeading({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-extrabold text-brand-700">{title}</h1>
        {lead ? <p className="mt-1 max-w-3xl text-muted">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** A form's outcome: an alert for a refusal, a status for a success. */
export function Notice({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return tone === "error" ? (
    <p role="alert" className="mb-4 rounded-control border border-danger bg-red-50 p-3 text-danger">
      {children}
    </p>
  ) : (
    <p role="status" className="mb-4 rounded-control border border-green-700 bg-green-50 p-3 text-green-900">
      {children}
    </p>
  );
}

export const cardClass = "rounded-card border border-slate-300 bg-white p-4 md:p-6";
