/** Shapes of the travel-insurance domain (issue 20), shared by the catalogue, the rules, the pages and the db schema. */

/** Where a plan covers: Peru, Latin America, the whole world, Europe (Schengen-compliant cover). */
export type InsuranceZone = "peru" | "latam" | "world" | "europe";

/** SPEC 3 "Coverage item". Medical assistance is the item with Codigo "C.{ip}". */
export type CoverageItem = { Codigo: string; Valor: string; NombreVisible: string };

export type AgeBand = 1 | 2 | 3;

/** A plan as the rules need it (the catalogue row). Prices: US$ minor units per traveller per day. */
export type InsurancePlan = {
  id: string;
  name: string;
  company: string;
  mainCover: string;
  zones: InsuranceZone[];
  minDays: number;
  maxDays: number;
  pricePerDayMinor: { 1: number; 2: number | null; 3: number | null };
  coverage: CoverageItem[];
  assistancePhone: string;
};

/** What a sold policy keeps of its plan. */
export type PlanSnapshot = Omit<InsurancePlan, "zones" | "minDays" | "maxDays">;

export type DocumentType = "DNI" | "CE" | "PAS";
export type Sex = "F" | "M";

export type PolicyTraveller = {
  names: string;
  surnames: string;
  birthDate: string;
  age: number;
  band: AgeBand;
  nationality: string;
  documentType: DocumentType;
  documentNumber: string;
  sex: Sex;
  priceMinor: number;
};

export type PolicyContact = { names: string; surnames: string; email: string; phoneCode: string; phone: string };

/** The factura of a policy (the order core's comprobante); policies bought before the fiscal address lack it. */
export type PolicyInvoice = { ruc: string; businessName: string; fiscalAddress?: string };

export type PaymentType = "TARJETA" | "CODIGO_PAGO";

export type PolicyState = "pending_payment" | "active" | "expired" | "cancelled";
