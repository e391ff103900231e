import type { CoverageItem, InsuranceZone } from "#app/features/insurance/insurance-types.ts";
import type { Db } from "#server/db/client.ts";
import { insurancePlans } from "#server/db/schema/insurance.ts";

/*
 * The demo catalogue of a fictional assistance company, "Cóndor Asistencia" (issue 20). Data, not code: the back office
 * edits these rows. Prices: US$ cents per traveller per day for ages 0-64, 65-74 and 75-85 (null: not sold).
 */

const COMPANY = "Cóndor Asistencia al Viajero S.A.C.";
const ASSISTANCE_PHONE = "+51 1 700 4455";

function cover(
  medical: string,
  extras: { medicines: string; dental: string; luggage: string; cancel: string },
): CoverageItem[] {
  return [
    { Codigo: "C.{ip}", Valor: medical, NombreVisible: "Asistencia médica por accidente o enfermedad" },
    { Codigo: "C.MED", Valor: extras.medicines, NombreVisible: "Medicamentos ambulatorios" },
    { Codigo: "C.ODO", Valor: extras.dental, NombreVisible: "Odontología de urgencia" },
    { Codigo: "C.REP", Valor: "Incluido", NombreVisible: "Repatriación sanitaria y funeraria" },
    { Codigo: "C.EQP", Valor: extras.luggage, NombreVisible: "Compensación por pérdida de equipaje" },
    { Codigo: "C.CAN", Valor: extras.cancel, NombreVisible: "Cancelación e interrupción de viaje" },
    { Codigo: "C.TEL", Valor: "Incluido", NombreVisible: "Telemedicina las 24 horas" },
  ];
}

type PlanSeed = {
  id: string;
  name: string;
  mainCover: string;
  zones: InsuranceZone[];
  minDays: number;
  maxDays: number;
  prices: [number, number | null, number | null];
  coverage: CoverageItem[];
};

export const INSURANCE_PLAN_SEEDS: PlanSeed[] = [
  {
    id: "CONDOR-PERU",
    name: "Cóndor Perú",
    mainCover: "Asistencia médica en todo el Perú",
    zones: ["peru"],
    minDays: 1,
    maxDays: 60,
    prices: [150, 250, 400],
    coverage: cover("USD 15,000", { medicines: "USD 300", dental: "USD 150", luggage: "USD 300", cancel: "USD 500" }),
  },
  {
    id: "CONDOR-LATAM",
    name: "Cóndor Latinoamérica",
    mainCover: "Asistencia médica en Perú y Latinoamérica",
    zones: ["peru", "latam"],
    minDays: 1,
    maxDays: 90,
    prices: [420, 780, 1250],
    coverage: cover("USD 40,000", {
      medicines: "USD 800",
      dental: "USD 300",
      luggage: "USD 1,000",
      cancel: "USD 1,000",
    }),
  },
  {
    id: "CONDOR-EUROPA",
    name: "Cóndor Europa Schengen",
    mainCover: "Cobertura válida para la visa Schengen",
    zones: ["europe"],
    minDays: 3,
    maxDays: 90,
    prices: [560, 990, 1790],
    coverage: cover("EUR 30,000", { medicines: "EUR 600", dental: "EUR 300", luggage: "EUR 800", cancel: "EUR 1,000" }),
  },
  {
    id: "CONDOR-MUNDO",
    name: "Cóndor Mundo",
    mainCover: "Asistencia médica en todo el mundo",
    zones: ["latam", "world", "europe"],
    minDays: 1,
    maxDays: 120,
    prices: [690, 1290, 2090],
    coverage: cover("EUR 60,000", {
      medicines: "EUR 1,000",
      dental: "EUR 500",
      luggage: "EUR 1,200",
      cancel: "EUR 2,000",
    }),
  },
  {
    id: "CONDOR-MUNDO-PLUS",
    name: "Cóndor Mundo Plus",
    mainCover: "Máxima cobertura médica y de cancelación",
    zones: ["latam", "world", "europe"],
    minDays: 1,
    maxDays: 180,
    prices: [1090, 1890, 2990],
    coverage: cover("EUR 150,000", {
      medicines: "EUR 2,500",
      dental: "EUR 800",
      luggage: "EUR 2,000",
      cancel: "EUR 5,000",
    }),
  },
  {
    id: "CONDOR-SENIOR",
    name: "Cóndor Senior",
    mainCover: "Pensado para viajeros de 65 a 85 años",
    zones: ["latam", "world", "europe"],
    minDays: 1,
    maxDays: 60,
    prices: [940, 1090, 1590],
    coverage: cover("EUR 50,000", {
      medicines: "EUR 1,500",
      dental: "EUR 500",
      luggage: "EUR 1,000",
      cancel: "EUR 1,500",
    }),
  },
  {
    id: "CONDOR-ESTUDIANTE",
    name: "Cóndor Estudiante",
    mainCover: "Estudios e intercambios de 30 días a un año",
    zones: ["latam", "world", "europe"],
    minDays: 30,
    maxDays: 365,
    prices: [320, null, null],
    coverage: cover("EUR 30,000", { medicines: "EUR 500", dental: "EUR 200", luggage: "EUR 600", cancel: "EUR 800" }),
  },
];

/** Inserts the demo plans; plans already on file (maybe edited in the back office) are left as they are. */
export async function seedInsurance(db: Db): Promise<void> {
  await db
    .insert(insurancePlans)
    .values(
      INSURANCE_PLAN_SEEDS.map(({ prices, ...plan }, index) => ({
        ...plan,
        company: COMPANY,
        assistancePhone: ASSISTANCE_PHONE,
        pricePerDayBand1Minor: prices[0],
        pricePerDayBand2Minor: prices[1],
        pricePerDayBand3Minor: prices[2],
        sortOrder: index,
      })),
    )
    .onConflictDoNothing({ target: insurancePlans.id });
}
