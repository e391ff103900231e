// The desk's filter vocabularies, apart from the schemas so the list page ships no zod.
export const ORDER_STATE_IDS = ["held", "pending_payment", "paid", "fulfilled", "expired", "cancelled"] as const;
export const PRODUCT_IDS = ["flight", "insurance", "hotel", "package"] as const;
