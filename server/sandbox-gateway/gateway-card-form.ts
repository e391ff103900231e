import { brandOf, cvvLength, digitsOf, expiryState, luhnValid, type Brand } from "./gateway-cards.ts";
import { EXPIRY_SCRIPT_PATH } from "./gateway-expiry-script.ts";
import { errorList, escapeHtml, field, formatAmount, page } from "./gateway-html.ts";
import type { SessionRow } from "./gateway-store.ts";

export type CardForm = {
  numero: string;
  vencimiento: string;
  cvv: string;
  titular: string;
  documento: string;
  cuotas: string;
};

export type CheckedCard = { number: string; brand: Brand; last4: string; installments: number; holder: string };

/** Server-side checks of the hosted card page: Luhn, brand, expiry in the future, CVV length by brand. */
export function checkCard(form: CardForm, now: Date): { card: CheckedCard } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const number = digitsOf(form.numero);
  const brand = brandOf(number);
  if (number === "") errors.numero = "Ingresa el número de tarjeta.";
  else if (!/^\d+$/.test(number) || !luhnValid(number)) errors.numero = "El número de tarjeta no es válido. Revísalo.";
  else if (!brand) errors.numero = "Aceptamos Visa, Mastercard, American Express y Diners Club.";
  const expiry = expiryState(form.vencimiento, now);
  if (expiry === "malformed") errors.vencimiento = "Ingresa la fecha de vencimiento como MM/AA (por ejemplo, 08/29).";
  else if (expiry === "past") errors.vencimiento = "La fecha de vencimiento ya pasó. Usa una tarjeta vigente.";
  const cvv = form.cvv.trim();
  const needed = brand ? cvvLength(brand) : null;
  if (!/^\d{3,4}$/.test(cvv)) errors.cvv = "Ingresa el código de seguridad (CVV) de 3 o 4 dígitos.";
  else if (needed !== null && cvv.length !== needed) {
    errors.cvv = `El código de seguridad de ${brand ?? ""} tiene ${String(needed)} dígitos.`;
  }
  const holder = form.titular.trim().replace(/\s+/g, " ");
  if (!/^[\p{L}' .-]{2,60}$/u.test(holder)) errors.titular = "Ingresa el nombre del titular como figura en la tarjeta.";
  if (!/^[A-Za-z0-9]{8,12}$/.test(form.documento.trim())) {
    errors.documento = "Ingresa el número de documento del titular (8 a 12 letras o números).";
  }
  const installments = Number(form.cuotas);
  if (!Number.isInteger(installments) || installments < 1 || installments > 12)
    errors.cuotas = "Elige de 1 a 12 cuotas.";
  if (Object.keys(errors).length > 0 || !brand) return { errors };
  return { card: { number, brand, last4: number.slice(-4), installments, holder } };
}

function installmentOptions(selected: string): string {
  const options = ['<option value="1">Sin cuotas (un solo pago)</option>'];
  for (let count = 2; count <= 12; count++) {
    const value = String(count);
    const label = `${value} cuotas con intereses de tu banco`;
    options.push(`<option value="${value}"${selected === value ? " selected" : ""}>${label}</option>`);
  }
  return options.join("");
}

/** The hosted card page. Card number and CVV are never written back into the page (typed again after an error). */
export function cardFormPage(
  session: SessionRow,
  partnerBanks: string[],
  values: Partial<CardForm> = {},
  errors: Record<string, string> = {},
): string {
  const partners = partnerBanks.join(", ").replace(/, ([^,]*)$/, " y $1");
  const body = `<h1>Paga con tarjeta de crédito o débito</h1>
<p>${escapeHtml(session.description)}</p>
<p class="amount">Total: ${formatAmount(session.amountMinor, session.currency)}</p>
${errorList(errors)}
<form method="post" action="/pasarela-demo/tarjeta/${session.id}" novalidate>
${field({ id: "numero", label: "Número de tarjeta", error: errors.numero, hint: "Visa, Mastercard, American Express o Diners Club", attributes: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required' })}
<div class="row">
${field({ id: "vencimiento", label: "Vencimiento (MM/AA)", error: errors.vencimiento, attributes: 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7" required' })}
${field({ id: "cvv", label: "CVV", error: errors.cvv, hint: "3 dígitos; American Express, 4", attributes: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required' })}
</div>
${field({ id: "titular", label: "Nombre del titular", error: errors.titular, attributes: `autocomplete="cc-name" maxlength="60" required value="${escapeHtml(values.titular ?? "")}"` })}
${field({ id: "documento", label: "Documento de identidad del titular (DNI o CE)", error: errors.documento, attributes: `maxlength="12" required value="${escapeHtml(values.documento ?? "")}"` })}
<div class="field">
<label for="cuotas">Cuotas</label>
<select id="cuotas" name="cuotas" aria-describedby="cuotas-nota">${installmentOptions(values.cuotas ?? "1")}</select>
</div>
<p class="note" id="cuotas-nota">En el sitio web, las cuotas son <strong>con intereses de tu banco</strong>, según las condiciones de tu tarjeta. Las cuotas sin intereses con ${escapeHtml(partners)} no aplican a boletos aéreos ni a compras en el sitio web.</p>
<button type="submit">Pagar ${formatAmount(session.amountMinor, session.currency)}</button>
</form>
<script src="${EXPIRY_SCRIPT_PATH}" defer></script>`;
  return page("Pago con tarjeta", body);
}

export function challengePage(session: SessionRow, error?: string): string {
  const body = `<h1>Verificación de seguridad de tu banco</h1>
<p>${escapeHtml(session.issuerBank ?? "Tu banco")} necesita confirmar que eres tú (3-D Secure) para pagar ${formatAmount(session.amountMinor, session.currency)} con tu ${escapeHtml(session.cardBrand ?? "tarjeta")} terminada en ${escapeHtml(session.cardLast4 ?? "")}.</p>
${error ? `<div class="alert" role="alert"><p>${escapeHtml(error)}</p></div>` : ""}
<form method="post" action="/pasarela-demo/3ds/${session.id}" novalidate>
${field({ id: "codigo", label: "Código de verificación", hint: "Te lo enviamos por SMS. En este entorno de pruebas es 123456.", error, attributes: 'inputmode="numeric" autocomplete="one-time-code" maxlength="6" required' })}
<button type="submit" name="accion" value="confirmar">Confirmar</button>
<button type="submit" name="accion" value="cancelar" class="secondary">Cancelar la verificación</button>
</form>`;
  return page("Verificación 3-D Secure", body);
}

export function finishedPage(session: SessionRow, returnTo: string | null): string {
  const link = returnTo ? `<p><a href="${escapeHtml(returnTo)}">Volver a la tienda</a></p>` : "";
  return page("Pago procesado", `<h1>Este pago ya fue procesado</h1><p>${escapeHtml(session.description)}</p>${link}`);
}
