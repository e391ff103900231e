/**
 * An item's references at its supplier (issue 40, docs/decisions/056-neutral-supplier-references.md): the supplier's
 * id, the hold reference it gave and the booking reference it confirmed, kept in the item's details under
 * `supplierRefs`. Opaque strings: only the supplier that gave them reads them; the product stores them and hands them
 * back to its supplier port. (`OrderItem.supplierRef` stays what the customer is shown: tickets, a confirmation.)
 */
export type ItemSupplierRefs = {
  /** The supplier's id ("inventory", "duffel"). */
  supplier: string;
  /** The supplier's reference of the hold; null before the hold. */
  holdRef: string | null;
  /** The supplier's reference of the confirmed booking (cancel takes it); null until confirmed. */
  bookingRef: string | null;
};

/** The references an item's details carry (null for an item that holds nothing at a supplier). */
export function itemSupplierRefs(details: unknown): ItemSupplierRefs | null {
  const refs = (details as { supplierRefs?: ItemSupplierRefs } | null)?.supplierRefs;
  return refs && typeof refs.supplier === "string" ? refs : null;
}
