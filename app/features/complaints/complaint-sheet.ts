import { brand } from "#app/config/brand.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { COMPLAINT_DOCUMENT_OPTIONS } from "./complaint-documents.ts";
import { STATUS_LABELS, type ComplaintStatus } from "./complaint-status.ts";
import { GOOD_TYPE_OPTIONS, KIND_OPTIONS } from "./complaint-options.ts";

// One view of a filed sheet (plain data, safe for the browser), and its fields in sections: the page, the print
// view, the PDF and the e-mails all show the same rows in the same order.

export type ComplaintSheet = {
  sheetNumber: string;
  title: string;
  filedAt: string;
  answerDueOn: string;
  storeName: string;
  /** The number printed on the store's paper sheet, for a sheet of the physical book entered by staff. */
  paperSheetNumber: string | null;
  status: ComplaintStatus;
  consumer: {
    firstNames: string;
    lastNames: string;
    address: string;
    documentType: string;
    documentNumber: string;
    phone: string;
    email: string;
    isMinor: boolean;
  };
  guardian: { name: string; documentType: string; documentNumber: string; phone: string; email: string } | null;
  good: {
    type: string;
    amountMinor: number | null;
    currency: string | null;
    description: string;
    bookingCode: string | null;
  };
  kind: "reclamo" | "queja";
  detail: string;
  consumerRequest: string;
  answer: { text: string; at: string } | null;
  attachments: Array<{ fileName: string; sizeBytes: number }>;
};

export type SheetSection = { heading: string; rows: Array<{ label: string; value: string }> };

const LIMA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** "14/05/2026 09:30" in Lima (UTC-5 all year), the same text on the server and in every browser. */
export function formatLimaDateTime(iso: string): string {
  const lima = new Date(Date.parse(iso) + LIMA_OFFSET_MS).toISOString();
  return `${formatDateShort(lima.slice(0, 10))} ${lima.slice(11, 16)}`;
}

/** How a sheet of a store's physical book is marked on the desk, the CSV, the PDF and the e-mails. */
export const paperSheetMark = (paperSheetNumber: string) => `Hoja física N° ${paperSheetNumber}`;

const documentLabel = (type: string) => COMPLAINT_DOCUMENT_OPTIONS.find((option) => option.id === type)?.label ?? type;

export const providerAddress = `${brand.address.street}, ${brand.address.district}, ${brand.address.city}`;

/** The sheet's fields, section by section, as a consumer reads them. */
export function sheetSections(sheet: ComplaintSheet): SheetSection[] {
  const kind = KIND_OPTIONS.find((option) => option.id === sheet.kind);
  const { consumer, guardian, good } = sheet;
  const sections: SheetSection[] = [
    {
      heading: "Datos del proveedor",
      rows: [
        { label: "Razón social", value: brand.legalName },
        { label: "RUC", value: brand.ruc },
        { label: "Domicilio", value: providerAddress },
        { label: "Tienda o canal", value: sheet.storeName },
        ...(sheet.paperSheetNumber
          ? [{ label: "Libro de Reclamaciones físico", value: paperSheetMark(sheet.paperSheetNumber) }]
          : []),
        { label: "Fecha y hora", value: formatLimaDateTime(sheet.filedAt) },
      ],
    },
    {
      heading: "1. Identificación del consumidor reclamante",
      rows: [
        { label: "Nombres", value: consumer.firstNames },
        { label: "Apellidos", value: consumer.lastNames },
        { label: "Domicilio", value: consumer.address },
        { label: "Documento", value: `${documentLabel(consumer.documentType)} ${consumer.documentNumber}` },
        { label: "Teléfono", value: consumer.phone },
        { label: "Correo electrónico", value: consumer.email },
        { label: "Menor de edad", value: consumer.isMinor ? "Sí" : "No" },
      ],
    },
  ];
  if (guardian) {
    sections.push({
      heading: "Padre, madre o apoderado",
      rows: [
        { label: "Nombre", value: guardian.name },
        { label: "Documento", value: `${documentLabel(guardian.documentType)} ${guardian.documentNumber}` },
        { label: "Teléfono", value: guardian.phone },
        ...(guardian.email ? [{ label: "Correo electrónico", value: guardian.email }] : []),
      ],
    });
  }
  sections.push(
    {
      heading: "2. Identificación del bien contratado",
      rows: [
        { label: "Tipo", value: GOOD_TYPE_OPTIONS.find((option) => option.id === good.type)?.label ?? good.type },
        {
          label: "Monto reclamado",
          value:
            good.amountMinor === null || !good.currency
              ? "No indicado"
              : formatMoney(good.amountMinor, good.currency, { alwaysDecimals: true }),
        },
        { label: "Descripción", value: good.description },
        ...(good.bookingCode ? [{ label: "Código de reserva", value: good.bookingCode }] : []),
      ],
    },
    {
      heading: "3. Detalle de la reclamación y pedido del consumidor",
      rows: [
        { label: "Tipo", value: kind ? `${kind.label}: ${kind.definition}` : sheet.kind },
        { label: "Detalle", value: sheet.detail },
        { label: "Pedido", value: sheet.consumerRequest },
        {
          label: "Archivos adjuntos",
          value: sheet.attachments.length === 0 ? "Ninguno" : sheet.attachments.map((file) => file.fileName).join(", "),
        },
      ],
    },
    {
      heading: "4. Observaciones y acciones adoptadas por el proveedor",
      rows: [
        { label: "Estado", value: STATUS_LABELS[sheet.status] },
        { label: "Plazo de respuesta", value: `${formatDateShort(sheet.answerDueOn)} (15 días hábiles)` },
        ...(sheet.answer
          ? [
              { label: "Fecha de respuesta", value: formatLimaDateTime(sheet.answer.at) },
              { label: "Respuesta", value: sheet.answer.text },
            ]
          : []),
      ],
    },
  );
  return sections;
}
