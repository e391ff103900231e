import type { ProductKind } from "#app/features/orders/order-contract.ts";

/** Where 'Mis reservas' lives: the guests' look-up (with a signed-in account's orders) and the account's list. */
export const MY_ORDERS_PATH = "/mis-reservas";
export const PROFILE_ORDERS_PATH = "/perfil/mis-reservas";

/** The list's one filter, `?producto=`: a product's Spanish slug, and how the list then names what it shows. */
export const PRODUCT_FILTERS = {
  vuelos: { product: "flight", label: "Solo tus vuelos" },
  hoteles: { product: "hotel", label: "Solo tus hoteles" },
  seguros: { product: "insurance", label: "Solo tus seguros de viaje" },
  paquetes: { product: "package", label: "Solo tus paquetes" },
} as const satisfies Record<string, { product: ProductKind; label: string }>;

export type ProductFilter = keyof typeof PRODUCT_FILTERS;

/** The account's list of one product (the former /perfil/mis-seguros is its insurance list). */
export const profileOrdersOf = (filter: ProductFilter) => `${PROFILE_ORDERS_PATH}?producto=${filter}`;

export function productFilterOf(value: string | null): ProductFilter | null {
  return value !== null && Object.hasOwn(PRODUCT_FILTERS, value) ? (value as ProductFilter) : null;
}
