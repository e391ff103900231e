import type { BankSteps } from "#app/features/payments/payment-contract.ts";
import type { CoverageItem, PaymentType, PolicyContact, PolicyState, PolicyTraveller } from "./insurance-types.ts";

/** What the buyer sees of a policy (/conformidad, /perfil/mis-seguros, the e-mail and the certificate). */
export type PolicyView = {
  policyNumber: string;
  quoteId: string;
  state: PolicyState;
  paymentType: PaymentType;
  planName: string;
  company: string;
  mainCover: string;
  medicalAssistance: string;
  coverage: CoverageItem[];
  assistancePhone: string;
  destination: string;
  national: boolean;
  startDate: string;
  endDate: string;
  days: number;
  travellers: PolicyTraveller[];
  contact: PolicyContact;
  invoice: { ruc: string; businessName: string } | null;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  createdAt: string;
  payment: {
    status: "pending" | "approved" | "declined" | "expired" | "refunded";
    /** SPEC 3 "Bank payment info" + "Payment data": the code, its deadline (ISO) and every bank's steps. */
    cash: { TransactionIdentifier: string; Payment_Expiration_Datetime: string; bankSteps: BankSteps[] } | null;
  } | null;
};

const LIMA_OFFSET_MS = -5 * 3_600_000;

/** "27/11/2026 15:30": an instant in Lima time (UTC-5 all year), as SPEC 3 writes Payment_Expiration_Datetime. */
export function formatLimaDateTime(iso: string): string {
  const lima = new Date(Date.parse(iso) + LIMA_OFFSET_MS).toISOString();
  return `${lima.slice(8, 10)}/${lima.slice(5, 7)}/${lima.slice(0, 4)} ${lima.slice(11, 16)}`;
}

export const DOCUMENT_LABELS: Record<string, string> = { DNI: "DNI", CE: "Carné de extranjería", PAS: "Pasaporte" };
