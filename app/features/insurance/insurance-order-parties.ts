/**
 * The purchase form's people in the order core's words: the insured travellers become the order's travellers, the
 * contact its contact, the factura its invoice. Pure, so the form's vocabulary (DNI/CE/PAS, names/surnames) stays
 * the insurance form's own and the order reads like every other order.
 */
import type { OrderContact, OrderTraveller } from "#app/features/orders/order-contract.ts";
import type { PurchaseInput } from "./insurance-purchase-schemas.ts";
import type { PolicyTraveller } from "./insurance-types.ts";

const DOCUMENT_TYPES = { DNI: "DNI", CE: "CE", PAS: "PASAPORTE" } as const;

/** ADT 12+, CHD 2-11, INF under 2 (the order core's traveller types), from the age on the first day of cover. */
export function travellerTypeOf(age: number): OrderTraveller["type"] {
  if (age >= 12) return "ADT";
  return age >= 2 ? "CHD" : "INF";
}

export function orderTravellerOf(traveller: PolicyTraveller): OrderTraveller {
  return {
    type: travellerTypeOf(traveller.age),
    documentType: DOCUMENT_TYPES[traveller.documentType],
    documentNumber: traveller.documentNumber,
    firstName: traveller.names,
    lastName: traveller.surnames,
    birthDate: traveller.birthDate,
    nationality: traveller.nationality,
    gender: traveller.sex,
  };
}

export function orderContactOf(contact: PurchaseInput["contact"]): OrderContact {
  return {
    firstName: contact.names,
    lastName: contact.surnames,
    phoneCountryCode: contact.phoneCode.replace(/^\+/, ""),
    phoneNumber: contact.phone,
    email: contact.email,
  };
}
