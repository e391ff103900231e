/**
 * Insurance as the flight tests need it. The flight checkout sells insurance's travel-assistance add-on (the flight
 * module `uses: ["insurance"]`), so those tests register insurance's order product and compare the add-on with what
 * /seguros sells; they reach insurance from here, since a product's folder imports no other product (decision 058).
 */
import type { Db } from "#db";
import { loadInsuranceQuote, registerInsurance } from "#app/features/insurance/index.server.ts";

export { registerInsurance };

/** What /resultados/seguros charges for its first plan ("El mejor plan") for this trip and these ages. */
export async function segurosBestPlan(db: Db, region: string, from: string, to: string, ages: number[]) {
  const page = await loadInsuranceQuote(db, `destino=${region}&salida=${from}&regreso=${to}&edades=${ages.join(",")}`);
  if (page.kind !== "results") throw new Error(page.kind);
  const best = page.plans[0];
  return { name: best?.name, company: best?.company, totalMinor: best?.totalMinor, taxMinor: best?.taxMinor };
}
