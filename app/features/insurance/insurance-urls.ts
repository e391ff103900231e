import { buildInsuranceResultsUrl, type InsuranceSearch } from "./insurance-search-url.ts";

export const INSURANCE_QUOTE_PATH = "/seguros";
export const INSURANCE_PURCHASE_PATH = "/seguros/comprar";
export const INSURANCE_CONFIRMATION_PATH = "/conformidad";

/** /seguros/comprar?plan=..&destino=..&salida=..&regreso=..&edades=..: the results URL's query plus the plan. */
export function buildPurchaseUrl(planId: string, search: InsuranceSearch): string {
  const query = buildInsuranceResultsUrl(search).split("?")[1] ?? "";
  return `${INSURANCE_PURCHASE_PATH}?plan=${encodeURIComponent(planId)}&${query}`;
}

export function confirmationUrl(policyNumber: string): string {
  return `${INSURANCE_CONFIRMATION_PATH}?${new URLSearchParams({ poliza: policyNumber }).toString()}`;
}

/**
 * The order page of a policy bought alone, by its order (the core's `orderPath`: an unpaid policy's item has no
 * policy number yet); /conformidad redirects it to the policy's own address for whoever may open the order.
 */
export function insuranceOrderPath(orderId: string): string {
  return `${INSURANCE_CONFIRMATION_PATH}?${new URLSearchParams({ pedido: orderId }).toString()}`;
}

/** The policy's certificate PDF, for the same viewers as its confirmation page. */
export function certificateUrl(policyNumber: string): string {
  return `${INSURANCE_CONFIRMATION_PATH}/certificado?${new URLSearchParams({ poliza: policyNumber }).toString()}`;
}
