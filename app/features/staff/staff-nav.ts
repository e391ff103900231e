import { can, type StaffAction, type StaffRole } from "./staff-roles.ts";

/** The back office's sections and the permission that opens each one. */
export const STAFF_SECTIONS: ReadonlyArray<{ path: string; label: string; action: StaffAction; description: string }> =
  [
    {
      path: "/gestion/pedidos",
      label: "Pedidos",
      action: "orders.read",
      description: "Pedidos, pagos, anulaciones con penalidad, reembolsos y notas internas.",
    },
    {
      path: "/gestion/reclamos",
      label: "Reclamaciones",
      action: "complaints.read",
      description: "Hojas del libro de reclamaciones, sus plazos legales y respuestas.",
    },
    {
      path: "/gestion/contenido",
      label: "Contenido",
      action: "content.read",
      description: "Franja de promociones y opciones remotas del sitio.",
    },
    {
      path: "/gestion/promociones/codigos",
      label: "Códigos promocionales",
      action: "promotions.codes.read",
      description: "Códigos de descuento: condiciones, vigencia, usos y el descuento dado en cada pedido.",
    },
    {
      path: "/gestion/tipo-de-cambio",
      label: "Tipo de cambio",
      action: "rates.read",
      description: "Tipo de cambio USD/PEN del día, con su historial.",
    },
    {
      path: "/gestion/personal",
      label: "Personal",
      action: "staff.read",
      description: "Usuarios del personal, sus roles y su segundo factor.",
    },
    {
      path: "/gestion/auditoria",
      label: "Auditoría",
      action: "audit.read",
      description: "Quién cambió qué y cuándo, con los valores antes y después.",
    },
  ];

export function sectionsFor(roles: readonly StaffRole[]) {
  return STAFF_SECTIONS.filter((section) => can(roles, section.action));
}
