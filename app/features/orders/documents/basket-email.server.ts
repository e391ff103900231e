/**
 * A basket's own e-mails (decision 062), in the order e-mails' frame: the one confirmation naming every item with its
 * facts, reference and documents, the price lines and total from the one money function; and the cash-code e-mail's
 * words naming the whole trip. Pure renderers: order-confirmation.server.ts queues them.
 */
import type { RenderedEmail } from "#server/mail/layout.ts";
import type { Order, ProductKind } from "#app/features/orders/order-contract.ts";
import type { ItemDescription, ItemDocument } from "#app/features/orders/order-product-contract.ts";
import { paymentText, priceRows, type DocumentMoney } from "./document-frame.ts";
import { renderOrderEmail, type CashCodeWording } from "./order-email.server.ts";

export const BASKET_CONFIRMED_EMAIL = "order-confirmed";
export const BASKET_CASH_CODE_EMAIL = "order-cash-code";

/** An item as the basket's e-mail shows it: the product's description for e-mail and its documents now. */
export type BasketEmailItem = { product: ProductKind; description: ItemDescription; documents: ItemDocument[] };

/** What to bring, per kind of service the basket holds. */
const NOTES: Partial<Record<ProductKind, string>> = {
  flight:
    "Preséntate en el aeropuerto 3 horas antes en vuelos nacionales y al menos 4 horas antes en vuelos internacionales.",
  hotel: "Presenta tu voucher de hotel y el documento de identidad de cada titular al llegar al hotel.",
};

const absolute = (siteUrl: string, href: string) =>
  /^https?:/.test(href) ? href : `${siteUrl.replace(/\/$/, "")}${href}`;

/** 'Vuelo LIM - CUZ y Plaza Inca Cusco, Cusco': every service of the trip, as one phrase. */
export function tripTitles(items: Array<Pick<BasketEmailItem, "description">>): string {
  const titles = items.map((item) => item.description.title);
  return titles.length > 1 ? `${titles.slice(0, -1).join(", ")} y ${titles.at(-1) ?? ""}` : (titles[0] ?? "");
}

/** One item's lines: title and subtitle, its facts, its reference, its document links (the calendar goes attached). */
function itemLines(item: BasketEmailItem, siteUrl: string): string[] {
  const { description } = item;
  return [
    `${description.title} (${description.subtitle})`,
    ...description.facts.map((fact) => `${fact.label}: ${fact.value}`),
    `Referencia: ${description.reference ?? "en proceso"}`,
    ...item.documents
      .filter((document) => document.kind !== "calendar")
      .map((document) => `${document.title}: ${absolute(siteUrl, document.href)}`),
  ];
}

/** The basket's one confirmation: every item, the price lines and total in both currencies, how it was paid. */
export function renderBasketConfirmationEmail(input: {
  order: Pick<Order, "code" | "contact">;
  items: BasketEmailItem[];
  money: DocumentMoney;
  link: string;
  siteUrl: string;
}): RenderedEmail {
  const { order, items, money, siteUrl } = input;
  return renderOrderEmail(
    {
      subject: `Tu viaje está confirmado (código ${order.code})`,
      preheader: `${tripTitles(items)}: todo confirmado en un solo pedido.`,
      heading: `¡Listo, ${order.contact.firstName}! Tu viaje está confirmado`,
      paragraphs: [
        `Tu pedido ${order.code} está pagado y cada servicio está confirmado. Adjuntamos el voucher de cada uno en PDF y un solo archivo para tu calendario con todo el viaje.`,
        ...items.flatMap((item) => itemLines(item, siteUrl)),
        "Detalle del pago:",
        ...priceRows(money.amounts).map((row) => `${row.label}: ${row.value}`),
        ...(money.paid ? [`Pagaste ${paymentText(money.paid)}.`] : []),
      ],
      action: { label: "Ver mi reserva", url: input.link },
      notes: [...new Set(items.flatMap((item) => NOTES[item.product] ?? []))],
    },
    siteUrl,
  );
}

/** The cash-code e-mail's words for a basket: what the code pays, item by item, and that all of it is released. */
export function basketCashCodeWording(
  items: Array<Pick<BasketEmailItem, "description">>,
  link: string,
): CashCodeWording {
  return {
    released: `se liberan todos sus servicios (${tripTitles(items)})`,
    afterPayment:
      "Al confirmarse el pago confirmaremos cada servicio de tu viaje y te enviaremos un solo correo con sus vouchers y el archivo para tu calendario.",
    action: { label: "Ver mi reserva", url: link },
    items: items.map((item) => `${item.description.title}: ${item.description.subtitle}`),
  };
}

export const BASKET_RELEASED_EMAIL = "order-released";

/**
 * A basket that ended unpaid (its cash code lapsed), in one e-mail naming every item it released: nothing was
 * charged, and where to choose again. `deadline` is as the cash-code e-mail read it (Lima time).
 */
export function renderBasketReleasedEmail(input: {
  order: Pick<Order, "code">;
  items: Array<Pick<BasketEmailItem, "description">>;
  deadline: string;
  link: string;
  againUrl: string;
  siteUrl: string;
}): RenderedEmail {
  const { order, items } = input;
  return renderOrderEmail(
    {
      subject: `Tu reserva ${order.code} fue liberada: no recibimos el pago`,
      preheader: `No se realizó ningún cobro por ${tripTitles(items)}.`,
      heading: `Tu reserva ${order.code} fue liberada`,
      paragraphs: [
        `Tu reserva ${order.code} fue liberada: no recibimos el pago de ${tripTitles(items)} antes del ${input.deadline} (hora de Lima). No se realizó ningún cobro.`,
        `Si aún quieres viajar, elige de nuevo en ${input.againUrl}: los precios y la disponibilidad pueden haber cambiado.`,
        `Tu reserva: ${input.link}`,
      ],
      action: { label: "Elegir de nuevo", url: input.againUrl },
    },
    input.siteUrl,
  );
}
