/**
 * The frame every order document shares (flight voucher, hotel voucher, insurance certificate): the agency's legal
 * identity, the complaints book, the demonstration notice while the sandbox takes payments, the amounts in both
 * currencies with the rate and its date (from computeOrderAmounts, never added up again), how and when it was paid
 * and the invoice data. A product fills only its body. Pure: the PDF, e-mails and tests read this model.
 */
import { brand } from "#app/config/brand.ts";
import { DEMO_NOTICE } from "#app/utils/demo-notice.ts";
import { formatLimaDeadline } from "#app/utils/lima-time.ts";
import { formatMoney } from "#app/utils/money.ts";
import type {
  AmountLine,
  CurrencyCode,
  OrderAmounts,
  OrderPaymentSummary,
  ProductKind,
} from "#app/features/orders/order-contract.ts";
import { formatCharge, formatDual } from "#app/features/orders/order-format.ts";
import { formatRateDate, referenceText } from "#app/features/orders/order-money.ts";

export const COMPLAINTS_BOOK_PATH = "/libro-reclamaciones";

/** The approved payment that paid the order, as the payment reports it (never more of a card than brand and last 4). */
export type VoucherPayment = {
  method: "card" | "cash";
  amountMinor: number;
  currency: CurrencyCode;
  cardBrand: string | null;
  cardLast4: string | null;
  installments: number | null;
  paidAt: string | null;
};

/** An order's money as its documents state it: the one computation's amounts and what the ledger kept. */
export type DocumentMoney = {
  amounts: OrderAmounts;
  /** The kept approved payment; null while unpaid. */
  paid: VoucherPayment | null;
  /** Approved payments beyond the one kept, with the refund still due (charge currency). */
  overpayments: Array<{ amountMinor: number; refundDueMinor: number }>;
  /** A cash code waiting to be paid. */
  pendingCash: OrderPaymentSummary["pendingCash"];
};

export type VoucherRow = { label: string; value: string };
export type VoucherSection = { heading: string; rows: VoucherRow[] };

/** Factura data (RUC and razón social, the fiscal address when known); null for a boleta. */
export type FrameInvoice = { ruc: string; businessName: string; fiscalAddress?: string | null } | null;

/** What the frame needs of an order. `lineLabel` lets a product name its own lines ('Adultos x 2'). */
export type FrameInput = {
  orderCode: string;
  money: DocumentMoney;
  invoice: FrameInvoice;
  siteUrl: string;
  /** paymentsAreSimulated() at render time: the same condition the pages' demo strip uses. */
  simulated: boolean;
  lineLabel?: (line: AmountLine, product: ProductKind | null) => string;
};

/** The frame's texts, block by block. */
export type DocumentFrame = {
  orderCode: string;
  /** DEMO_NOTICE while the sandbox takes payments, else null. */
  demoNotice: string | null;
  /** 'Detalle del precio': every line and the total in both currencies, with the rate and its date. */
  price: VoucherSection;
  /** 'Pago': how and when it was paid, or the pending cash code. */
  payment: VoucherSection;
  /** 'Comprobante': Factura with RUC and razón social, or Boleta. */
  invoice: VoucherSection;
  /** 'Agencia de viajes': legal name, RUC, address, contact, complaints book. */
  agency: VoucherSection;
  /** The footer of every page: legal identity and the complaints book. */
  footer: string[];
};

const base = (siteUrl: string) => siteUrl.replace(/\/$/, "");

export const complaintsBookUrl = (siteUrl: string) => `${base(siteUrl)}${COMPLAINTS_BOOK_PATH}`;

export const agencyAddress = () => `${brand.address.street}, ${brand.address.district}, ${brand.address.city}`;

/** 'Kuntur Viajes y Turismo S.A.C. · RUC 20609876540'. */
export const agencyIdentity = () => `${brand.legalName} · RUC ${brand.ruc}`;

type PaymentMeans = Pick<VoucherPayment, "method" | "cardBrand" | "cardLast4" | "installments">;

/** 'Visa terminada en 1111, 3 cuotas'. */
function cardText(payment: PaymentMeans): string {
  const card = [payment.cardBrand ?? "Tarjeta", payment.cardLast4 ? `terminada en ${payment.cardLast4}` : ""]
    .filter(Boolean)
    .join(" ");
  const installments =
    payment.installments && payment.installments > 1 ? `, ${String(payment.installments)} cuotas` : "";
  return `${card}${installments}`;
}

/** 'Tarjeta Visa terminada en 1111, 3 cuotas' or 'Efectivo con código de pago (banca por internet, agentes y bodegas)'. */
export function paymentMethodText(payment: PaymentMeans) {
  if (payment.method === "cash") return "Efectivo con código de pago (banca por internet, agentes y bodegas)";
  return `Tarjeta ${cardText(payment)}`;
}

/** 'US$ 378.00 con tarjeta Visa terminada en 1111': the amount and the means, as one sentence. */
export function paymentText(payment: VoucherPayment): string {
  const amount = formatMoney(payment.amountMinor, payment.currency, { alwaysDecimals: true });
  if (payment.method === "cash") return `${amount} con código de pago (banca por internet, agentes y bodegas)`;
  return `${amount} con tarjeta ${cardText(payment)}`;
}

/** 'US$ 1.00 = S/ 3.7450 (tipo de cambio del 28/11/2026)'. */
export function rateText(amounts: Pick<OrderAmounts, "exchangeRate">): string {
  const rate = amounts.exchangeRate;
  const unit = formatMoney(100, rate.from, { alwaysDecimals: true });
  const symbol = formatMoney(0, rate.to).replace(/[\d.,\s\u00a0]+$/, "");
  return `${unit} = ${symbol}\u00a0${rate.value} (tipo de cambio del ${formatRateDate(rate.date)})`;
}

/** 'US$ 555.72 · Referencial: S/ 2,081.17 al tipo de cambio del 28/11/2026'. */
export function totalText(amounts: OrderAmounts): string {
  return `${formatCharge(amounts, amounts.total.chargeMinor)} · ${referenceText(amounts, amounts.total.referenceMinor)}`;
}

/** An amount to pay (a cash code's): the total with its reference, or a part of it in the charge currency. */
export function amountText(amounts: OrderAmounts, amountMinor: number): string {
  return amountMinor === amounts.total.chargeMinor ? totalText(amounts) : formatCharge(amounts, amountMinor);
}

/** Every line (a product may name its own), the adjustments and the total, each in both currencies. */
export function priceRows(
  amounts: OrderAmounts,
  lineLabel: (line: AmountLine, product: ProductKind | null) => string = (line) => line.label,
): VoucherRow[] {
  const itemLines = amounts.items.flatMap((item) =>
    item.lines.map((line) => ({ label: lineLabel(line, item.product), value: formatDual(amounts, line.amount) })),
  );
  const adjustments = amounts.adjustments.map((line) => ({
    label: line.kind === "price_change" ? `${line.label} (cambio de precio aceptado)` : lineLabel(line, null),
    value: formatDual(amounts, line.amount),
  }));
  return [
    ...itemLines,
    ...adjustments,
    {
      label: `Total (se cobra en ${amounts.chargeCurrency === "USD" ? "dólares" : "soles"})`,
      value: totalText(amounts),
    },
  ];
}

/** A second approved payment: never part of the total paid, shown with its refund. */
export function overpaymentRows(money: Pick<DocumentMoney, "amounts" | "overpayments">): VoucherRow[] {
  const { amounts } = money;
  return money.overpayments.map((entry) => ({
    label: "Pago duplicado",
    value:
      entry.refundDueMinor > 0
        ? `${formatCharge(amounts, entry.amountMinor)}: lo devolvemos (reembolso pendiente de ${formatCharge(amounts, entry.refundDueMinor)})`
        : `${formatCharge(amounts, entry.amountMinor)}: devuelto`,
  }));
}

function paymentSection(money: DocumentMoney): VoucherSection {
  const rows: VoucherRow[] = [];
  if (money.paid) {
    rows.push({ label: "Total pagado", value: paymentText(money.paid) });
    rows.push({ label: "Medio de pago", value: paymentMethodText(money.paid) });
    if (money.paid.paidAt) {
      rows.push({ label: "Fecha de pago", value: `${formatLimaDeadline(money.paid.paidAt)} (hora de Lima)` });
    }
  } else {
    rows.push({ label: "Total pagado", value: "Pendiente" });
    const cash = money.pendingCash;
    if (cash) {
      rows.push({
        label: "Código de pago",
        value: `${cash.code} por ${formatMoney(cash.amountMinor, cash.currency, { alwaysDecimals: true })}, válido hasta el ${formatLimaDeadline(cash.expiresAt)} (hora de Lima)`,
      });
    }
  }
  return { heading: "Pago", rows: [...rows, ...overpaymentRows(money)] };
}

function invoiceSection(invoice: FrameInvoice): VoucherSection {
  if (!invoice)
    return { heading: "Comprobante", rows: [{ label: "Comprobante", value: "Boleta de venta electrónica" }] };
  return {
    heading: "Comprobante",
    rows: [
      { label: "Comprobante", value: "Factura electrónica" },
      { label: "RUC", value: invoice.ruc },
      { label: "Razón social", value: invoice.businessName },
      ...(invoice.fiscalAddress ? [{ label: "Dirección fiscal", value: invoice.fiscalAddress }] : []),
    ],
  };
}

/** The frame of an order's document, block by block. */
export function documentFrame(input: FrameInput): DocumentFrame {
  const complaints = complaintsBookUrl(input.siteUrl);
  return {
    orderCode: input.orderCode,
    demoNotice: input.simulated ? DEMO_NOTICE : null,
    price: {
      heading: "Detalle del precio",
      rows: [
        ...priceRows(input.money.amounts, input.lineLabel),
        { label: "Tipo de cambio", value: rateText(input.money.amounts) },
      ],
    },
    payment: paymentSection(input.money),
    invoice: invoiceSection(input.invoice),
    agency: {
      heading: "Agencia de viajes",
      rows: [
        { label: "Razón social", value: agencyIdentity() },
        { label: "Dirección", value: agencyAddress() },
        { label: "Atención", value: `Ventas ${brand.salesPhone} · ${brand.email}` },
        { label: "Libro de Reclamaciones", value: complaints },
      ],
    },
    footer: [`${agencyIdentity()} · ${agencyAddress()}`, `Libro de Reclamaciones: ${complaints}`],
  };
}

/** The frame's blocks that follow a product's body, in reading order. */
export const frameSections = (frame: DocumentFrame): VoucherSection[] => [
  frame.price,
  frame.payment,
  frame.invoice,
  frame.agency,
];

/** A whole document as it is drawn: the product's title and body inside the frame. */
export type FramedDocument = {
  /** PDF title and band ('Voucher de viaje K7PQ2M'). */
  title: string;
  /** The band's left text ('VOUCHER DE VIAJE'). */
  kind: string;
  /** The first lines under the band (the product's heading and its short notes). */
  intro: Array<{ text: string; emphasis?: boolean }>;
  body: VoucherSection[];
  frame: DocumentFrame;
};

/** Every text of a framed document in reading order (for search, accessibility checks and tests). */
export function documentLines(document: FramedDocument): string[] {
  return [
    `${document.kind} · Pedido ${document.frame.orderCode}`,
    ...(document.frame.demoNotice ? [document.frame.demoNotice] : []),
    ...document.intro.map((entry) => entry.text),
    ...[...document.body, ...frameSections(document.frame)].flatMap((section) => [
      section.heading,
      ...section.rows.map((row) => `${row.label}: ${row.value}`),
    ]),
    ...document.frame.footer,
  ];
}
