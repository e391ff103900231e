import type { BankSteps } from "./gateway-types.ts";

const BANKS = [
  { slug: "bcp", name: "BCP", app: "Banca Móvil BCP", menu: "Pagar servicios", agent: "Agente BCP", color: "#002a8d" },
  { slug: "bbva", name: "BBVA", app: "App BBVA Perú", menu: "Pagar servicios", agent: "Agente BBVA", color: "#004481" },
  {
    slug: "interbank",
    name: "Interbank",
    app: "App Interbank",
    menu: "Pago de servicios",
    agent: "Agente Interbank",
    color: "#00a651",
  },
  {
    slug: "scotiabank",
    name: "Scotiabank",
    app: "App Scotiabank",
    menu: "Pagos > Servicios",
    agent: "Agente Scotiabank (Cajero corresponsal)",
    color: "#c4161c",
  },
] as const;

export const COLLECTOR_NAME = "Pasarela Demo";

/** The steps to pay a code at each bank: app, agent and window (SPEC 3 "Bank payment info"). */
export function bankStepsFor(code: string, baseUrl: string): BankSteps[] {
  return BANKS.map((bank) => ({
    Imagen: `${baseUrl}/pasarela-demo/bancos/${bank.slug}.svg`,
    Name: bank.name,
    PaymentSteps: [
      {
        Step: "Banca por internet o app",
        Value: `En ${bank.app}, elige "${bank.menu}", busca "${COLLECTOR_NAME}", ingresa el código ${code} y confirma el monto.`,
      },
      {
        Step: "Agente",
        Value: `En un ${bank.agent}, indica que pagarás a "${COLLECTOR_NAME}" y dicta el código ${code}. Guarda tu voucher.`,
      },
      {
        Step: "Ventanilla",
        Value: `En cualquier oficina ${bank.name}, indica que pagarás a "${COLLECTOR_NAME}" con el código ${code}. Guarda tu voucher.`,
      },
    ],
  }));
}

/** A plain logo (the bank's name on its colour) for the Imagen field. */
export function bankLogoSvg(slug: string): string | null {
  const bank = BANKS.find((item) => item.slug === slug);
  if (!bank) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" role="img" aria-label="${bank.name}"><rect width="120" height="40" rx="6" fill="${bank.color}"/><text x="60" y="26" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${bank.name}</text></svg>`;
}
