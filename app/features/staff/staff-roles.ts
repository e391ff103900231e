// Staff roles and the one permission table of the back office: every loader and action asks `can()` on the server.

export const STAFF_ROLES = ["asesor", "atencion", "contenido", "inventario", "administrador"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  asesor: "Asesor de ventas",
  atencion: "Atención al cliente",
  contenido: "Contenido",
  inventario: "Inventario",
  administrador: "Administrador",
};

/**
 * Each back-office action and the roles allowed to run it (the administrator may run everything). A new screen adds
 * its actions here; staff-permissions.db.test.ts calls every one with every role.
 */
export const PERMISSIONS = {
  "complaints.read": ["atencion"],
  "complaints.answer": ["atencion"],
  "complaints.export": ["atencion"],
  "complaints.paper": ["atencion"],
  "content.read": ["contenido"],
  "content.promo.write": ["contenido"],
  "content.flags.write": ["contenido"],
  "orders.read": ["asesor", "atencion"],
  "orders.resend": ["asesor"],
  "orders.cash": ["asesor"],
  "orders.cancel": ["asesor"],
  "orders.refund": ["asesor"],
  "orders.note": ["asesor"],
  "promotions.codes.read": ["contenido"],
  "promotions.codes.write": ["contenido"],
  "rates.read": ["contenido"],
  "rates.write": ["contenido"],
  "staff.read": [],
  "staff.invite": [],
  "staff.update": [],
  "audit.read": [],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof PERMISSIONS;
export const STAFF_ACTIONS = Object.keys(PERMISSIONS) as StaffAction[];

/** Whether a user with these roles may run the action. */
export function can(roles: readonly StaffRole[], action: StaffAction): boolean {
  if (roles.includes("administrador")) return true;
  const allowed: readonly StaffRole[] = PERMISSIONS[action];
  return roles.some((role) => allowed.includes(role));
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
