/**
 * The frame of every order e-mail: the branded layout (agency identity and the demonstration notice while the
 * sandbox takes payments) plus the complaints book in the footer; and the one cash-code e-mail any product sends,
 * queued in the caller's transaction once per order and code.
 */
import type { Db, Tx } from "#db";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { renderEmail, type EmailContent, type RenderedEmail } from "#server/mail/layout.ts";
import { formatDateCompact } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { BankSteps, Money } from "#app/features/payments/payment-contract.ts";
import type { OrderAmounts } from "#app/features/orders/order-contract.ts";
import { amountText, complaintsBookUrl } from "./document-frame.ts";

const LIMA_OFFSET_MS = -5 * 3_600_000;

/** "jue. 10 dic. 2026, 13:15": an instant in Lima (UTC-5 all year), as the cash code's deadline reads. */
export function formatLimaDateTime(iso: string): string {
  const lima = new Date(Date.parse(iso) + LIMA_OFFSET_MS).toISOString();
  return `${formatDateCompact(lima.slice(0, 10))}, ${lima.slice(11, 16)}`;
}

/** An order e-mail: the shared layout with the complaints book under the agency's identity. */
export function renderOrderEmail(content: EmailContent, siteUrl: string): RenderedEmail {
  return renderEmail({
    ...content,
    footer: [`Libro de Reclamaciones: ${complaintsBookUrl(siteUrl)}`, ...(content.footer ?? [])],
  });
}

/** A cash code and the order's amounts it pays (the e-mail names the charge currency and gives the reference). */
export type CashCodeInfo = {
  code: string;
  expiresAt: string;
  bankSteps: BankSteps[];
  amount: Money;
  amounts: OrderAmounts;
};

/** What differs by product in the cash-code e-mail: what is lost on lapse, what follows payment, the link. */
export type CashCodeWording = {
  /** 'los asientos se liberan', 'las habitaciones se liberan'. */
  released: string;
  /** 'Al confirmarse el pago emitiremos tus boletos y te enviaremos el voucher por correo.' */
  afterPayment: string;
  action: { label: string; url: string };
  /** What the code pays, one line per service (a basket names each: 'Vuelo LIM - CUZ: Ida y vuelta · 2 pasajeros'). */
  items?: string[];
};

/** The cash-code e-mail: the code, the amount in both currencies, the deadline in Lima time and every bank's steps. */
export function renderCashCodeEmail(
  order: { code: string },
  cash: CashCodeInfo,
  wording: CashCodeWording,
  siteUrl: string,
): RenderedEmail {
  const deadline = formatLimaDateTime(cash.expiresAt);
  const amount = formatMoney(cash.amount.amountMinor, cash.amount.currency, { alwaysDecimals: true });
  return renderOrderEmail(
    {
      subject: `Tu código de pago ${cash.code} para la reserva ${order.code}`,
      preheader: `Paga ${amount} antes del ${deadline} (hora de Lima).`,
      heading: `Paga tu reserva ${order.code} con el código ${cash.code}`,
      paragraphs: [
        `Código de pago: ${cash.code}. Monto: ${amountText(cash.amounts, cash.amount.amountMinor)}.`,
        ...(wording.items?.length ? ["Tu viaje:", ...wording.items] : []),
        `Paga antes del ${deadline} (hora de Lima) en banca por internet, agentes o bodegas. Si no pagas a tiempo, la reserva se anula y ${wording.released}.`,
        ...cash.bankSteps.flatMap((bank) => [
          bank.Name,
          ...bank.PaymentSteps.map((step) => `${step.Step}: ${step.Value}`),
        ]),
      ],
      action: wording.action,
      notes: [wording.afterPayment],
    },
    siteUrl,
  );
}

/** Queues the cash-code e-mail; a retry with the same code queues nothing more (dedupe key per order and code). */
export async function enqueueCashCodeEmail(
  tx: Db | Tx,
  input: {
    template: string;
    order: { id: string; code: string; email: string };
    cash: CashCodeInfo;
    wording: CashCodeWording;
    siteUrl: string;
    /** What the outbox row is found by (the desk searches 'orderCode' and 'bookingCode'). */
    metadata?: Record<string, string>;
  },
): Promise<boolean> {
  return enqueueEmail(tx, {
    dedupeKey: `${input.template}:${input.order.id}:${input.cash.code}`,
    template: input.template,
    to: input.order.email,
    ...renderCashCodeEmail(input.order, input.cash, input.wording, input.siteUrl),
    metadata: input.metadata ?? { orderCode: input.order.code },
  });
}
