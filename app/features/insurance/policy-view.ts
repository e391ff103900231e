import type { VoucherPayment } from "#app/features/orders/index.ts";
import type { BankSteps } from "#app/features/payments/payment-contract.ts";
import type { CoverageItem, PaymentType, PolicyContact, PolicyState, PolicyTraveller } from "./insurance-types.ts";

/** What the buyer sees of a policy (/conformidad, the e-mail and the certificate). */
export type PolicyView = {
  policyNumber: string;
  /** The code of the order the policy was bought in (the orders desk and Mis reservas find it by it). */
  orderCode: string;
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
    status: "pending" | "approved" | "declined" | "expired" | "cancelled" | "refunded";
    /** SPEC 3 "Bank payment info" + "Payment data": the code, its deadline (ISO) and every bank's steps. */
    cash: { TransactionIdentifier: string; Payment_Expiration_Datetime: string; bankSteps: BankSteps[] } | null;
    /** How and when it was paid, once approved (the certificate's frame states it). */
    paid?: VoucherPayment | null;
  } | null;
};

/** What a certificate shows: a policy of the insurance flow, or an insurance item of an order (the add-on). */
export type CertificateData = Pick<
  PolicyView,
  | "policyNumber"
  | "quoteId"
  | "state"
  | "planName"
  | "company"
  | "destination"
  | "startDate"
  | "endDate"
  | "days"
  | "totalMinor"
  | "taxMinor"
  | "coverage"
  | "assistancePhone"
> & {
  travellers: Array<
    Pick<PolicyTraveller, "names" | "surnames" | "documentType" | "documentNumber" | "birthDate" | "age">
  >;
  payment?: PolicyView["payment"];
  /** The order's code, printed beside the policy number. */
  orderCode?: string;
};

const LIMA_OFFSET_MS = -5 * 3_600_000;

/** "27/11/2026 15:30": an instant in Lima time (UTC-5 all year), as SPEC 3 writes Payment_Expiration_Datetime. */
export function formatLimaDateTime(iso: string): string {
  const lima = new Date(Date.parse(iso) + LIMA_OFFSET_MS).toISOString();
  return `${lima.slice(8, 10)}/${lima.slice(5, 7)}/${lima.slice(0, 4)} ${lima.slice(11, 16)}`;
}

export const DOCUMENT_LABELS: Record<string, string> = { DNI: "DNI", CE: "Carné de extranjería", PAS: "Pasaporte" };

/** What /conformidad says about a policy: exactly one of these at a time. */
export type ConfirmationStatus = "paid" | "awaiting_cash" | "processing_card" | "expired" | "cancelled";

export const CONFIRMATION_STATUS_TEXT: Record<ConfirmationStatus, string> = {
  paid: "Pago confirmado: tu seguro está vigente.",
  awaiting_cash: "Tu reserva se completó y está pendiente de pago.",
  processing_card: "Recibimos tu solicitud de compra y la estamos procesando.",
  expired: "El código de pago ha vencido. Tu reserva se anuló: vuelve a cotizar para comprar tu seguro.",
  cancelled: "Este seguro fue anulado: no tiene cobertura.",
};

/** The policy's one status at `now` (ISO): an unpaid code past its deadline is expired before its job runs. */
export function confirmationStatus(policy: PolicyView, now: string): ConfirmationStatus {
  if (policy.state === "active") return "paid";
  if (policy.state === "cancelled") return "cancelled";
  if (policy.state === "expired" || policy.payment?.status === "expired") return "expired";
  const cash = policy.paymentType === "CODIGO_PAGO" ? (policy.payment?.cash ?? null) : null;
  if (!cash) return policy.paymentType === "CODIGO_PAGO" ? "awaiting_cash" : "processing_card";
  return Date.parse(cash.Payment_Expiration_Datetime) <= Date.parse(now) ? "expired" : "awaiting_cash";
}
