// Helpers of the /tusdatos specs: filling passengers, and an SMTP server that receives the confirmation e-mail.
import { expect, type Locator, type Page } from "@playwright/test";

export const passengerCard = (page: Page, number: number) =>
  page.getByRole("group", { name: `Pasajero ${String(number)}` });

export async function choose(scope: Page | Locator, label: RegExp, option: string): Promise<void> {
  const page = "page" in scope ? scope.page() : scope;
  await scope.getByRole("button", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

export type PassengerData = {
  docType?: "DNI" | "Carné de extranjería" | "Pasaporte";
  docNumber: string;
  firstName?: string;
  lastName?: string;
  mLastName?: string;
  birthDate?: string;
  email: string;
  phone: string;
};

/** Fills a passenger card as a visitor does; names and birth date only when given (else the look-up fills them). */
export async function fillPassenger(card: Locator, data: PassengerData): Promise<void> {
  if (data.docType && data.docType !== "DNI") await choose(card, /Tipo de documento/, data.docType);
  await card.getByLabel("Número de documento").fill(data.docNumber);
  await card.getByLabel("Número de documento").blur();
  if (data.firstName !== undefined) await card.getByLabel("Nombres").fill(data.firstName);
  if (data.lastName !== undefined) await card.getByLabel("Apellido paterno").fill(data.lastName);
  if (data.mLastName !== undefined) await card.getByLabel("Apellido materno").fill(data.mLastName);
  // Typed key by key: the field inserts the slashes itself.
  if (data.birthDate !== undefined) await card.getByLabel("Fecha de nacimiento").pressSequentially(data.birthDate);
  await card.getByLabel("Correo electrónico").fill(data.email);
  await card.getByLabel("Teléfono o celular").fill(data.phone);
}

/** Store, medium (with its free text for "Otro") and both consents. */
export async function fillRegistration(page: Page, store: string, medium: string, otherMedium?: string) {
  const group = registrationGroup(page);
  await choose(group, /Tienda/, store);
  await choose(group, /Cómo te enteraste del evento/, medium);
  if (otherMedium) await group.getByLabel("¿Por qué otro medio?").fill(otherMedium);
  await group.getByText("He leído y acepto las Políticas de Privacidad.").click();
  await group.getByText(/Autorizo el tratamiento de mis datos personales/).click();
}

export const registrationGroup = (page: Page) => page.getByRole("group", { name: "Datos del registro" });

export const uniqueEmail = (name: string) =>
  `${name}.${String(Date.now())}${String(Math.floor(Math.random() * 1000))}@example.com`;

/** Subjects of the outbox messages to an address, from the development outbox page (/dev/correos). */
export async function outboxSubjects(page: Page, to: string): Promise<string[]> {
  await page.goto(`/dev/correos?para=${encodeURIComponent(to)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Correos enviados" })).toBeVisible();
  return page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
}

/** Delivery status lines ("Enviado (1 intentos)") of the outbox messages to an address. */
export async function outboxStatuses(page: Page, to: string): Promise<string[]> {
  await page.goto(`/dev/correos?para=${encodeURIComponent(to)}`);
  return page.getByRole("main").locator("dt:text-is('Estado') + dd").allTextContents();
}
