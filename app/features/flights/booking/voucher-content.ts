/**
 * What a booking's voucher says, section by section, as plain lines: the flight's own body (booking, passengers,
 * flights, baggage, rules, the add-on) inside the order documents' frame (price, payment, invoice, agency). The PDF
 * draws it, the e-mail and the confirmation page reuse it. Pure: reference data (airline and airport names) is passed in.
 */
import { formatDateCompact } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import {
  documentFrame,
  frameSections,
  type FramedDocument,
  type VoucherRow,
  type VoucherSection,
} from "#app/features/orders/index.ts";
import type {
  AirlineInfo,
  AirportInfo,
  FareRule,
  PassengerType,
  Segment,
} from "#app/features/flights/flight-offer-types.ts";
import { CABIN_CLASSES } from "#app/features/flights/flight-search-url.ts";
import type { BookingDetail, BookingState } from "./booking-contract.ts";
import { moneyLineLabel, type BookingMoney } from "./booking-money.ts";

export { paymentText, type VoucherPayment } from "./booking-money.ts";
export { COMPLAINTS_BOOK_PATH, type VoucherRow, type VoucherSection } from "#app/features/orders/index.ts";

export type VoucherReference = { airlines: Record<string, AirlineInfo>; airports: Record<string, AirportInfo> };

const PASSENGER_LABELS: Record<PassengerType, string> = { ADT: "Adulto", CHD: "Menor", INF: "Infante" };
const DOCUMENT_LABELS = { DNI: "DNI", CE: "C. EXTRANJERIA", PASAPORTE: "PASAPORTE" } as const;

export const STATE_LABELS: Record<BookingState, string> = {
  held: "Reservada (pendiente de pago)",
  pending_payment: "Pendiente de pago",
  confirmed: "Pagada, emitiendo boletos",
  ticketed: "Emitida",
  expired: "Vencida",
  cancelled: "Anulada",
};

/** "vie. 15 may. 2026, 06:15" from a local "yyyy-mm-ddThh:mm". */
export function formatLocalDateTime(local: string): string {
  return `${formatDateCompact(local.slice(0, 10))}, ${local.slice(11, 16)}`;
}

/** Passenger labels in order of the booking: 'Adulto 1', 'Adulto 2', 'Menor 1', 'Infante 1'. */
export function passengerLabels(booking: Pick<BookingDetail, "passengers">): string[] {
  const counts: Record<string, number> = {};
  return booking.passengers.map((passenger) => {
    counts[passenger.type] = (counts[passenger.type] ?? 0) + 1;
    return `${PASSENGER_LABELS[passenger.type]} ${String(counts[passenger.type])}`;
  });
}

export function airportLabel(code: string, reference: VoucherReference): string {
  const airport = reference.airports[code];
  return airport ? `${airport.city} (${code}), ${airport.airportName}` : code;
}

export function sliceLabel(index: number, count: number): string {
  if (count === 2) return index === 0 ? "Ida" : "Vuelta";
  return count === 1 ? "Ida" : `Tramo ${String(index + 1)}`;
}

function segmentRows(segment: Segment, reference: VoucherReference): VoucherRow[] {
  const carrier = reference.airlines[segment.marketingCarrier]?.name ?? segment.marketingCarrier;
  const operated =
    segment.operatingCarrier !== segment.marketingCarrier
      ? ` · Operado por ${reference.airlines[segment.operatingCarrier]?.name ?? segment.operatingCarrier}`
      : "";
  const terminal = (value: string | null) => (value ? `, Terminal ${value}` : "");
  const cabin = CABIN_CLASSES.find((entry) => entry.id === segment.cabin)?.label ?? "";
  return [
    {
      label: `Vuelo ${segment.marketingCarrier} ${segment.marketingFlightNumber}`,
      value: `${carrier}${operated} · ${cabin} (clase ${segment.bookingClass}) · ${segment.aircraftName}`,
    },
    {
      label: "Sale",
      value: `${formatLocalDateTime(segment.departureLocal)} (hora local) · ${airportLabel(segment.origin, reference)}${terminal(segment.departureTerminal)}`,
    },
    {
      label: "Llega",
      value: `${formatLocalDateTime(segment.arrivalLocal)} (hora local) · ${airportLabel(segment.destination, reference)}${terminal(segment.arrivalTerminal)}`,
    },
  ];
}

function ruleText(rule: FareRule, what: string): string {
  if (!rule.allowed) return `${what}: no permitido`;
  return rule.penaltyMinor === 0
    ? `${what}: permitido sin penalidad de la aerolínea`
    : `${what}: permitido con penalidad de ${formatMoney(rule.penaltyMinor, "USD", { alwaysDecimals: true })} por pasajero`;
}

/** True when a flight of the booking leaves or lands outside Peru (an unknown airport counts as abroad). */
function international(booking: BookingDetail, reference: VoucherReference): boolean {
  return booking.offer.slices.some((slice) =>
    [slice.origin, slice.destination].some((code) => reference.airports[code]?.countryCode !== "PE"),
  );
}

/** The flight's own sections of the voucher (the frame adds price, payment, invoice and agency). */
export function flightVoucherBody(
  booking: BookingDetail,
  reference: VoucherReference,
  money: BookingMoney,
): VoucherSection[] {
  const labels = passengerLabels(booking);
  const family = booking.fareFamily;
  const sections: VoucherSection[] = [
    {
      heading: "Reserva",
      rows: [
        { label: "Código de reserva", value: booking.code },
        { label: "Estado", value: STATE_LABELS[booking.state] },
        {
          label: "Contacto",
          value: `${booking.contact.firstName} ${booking.contact.lastName} · +${booking.contact.phoneCountryCode} ${booking.contact.phoneNumber} · ${booking.contact.email}`,
        },
      ],
    },
    {
      heading: "Pasajeros y boletos",
      rows: booking.passengers.map((passenger, position) => {
        const ticket = booking.tickets.find((entry) => entry.passengerIndex === passenger.index);
        return {
          label: labels[position] ?? "",
          value: `${passenger.firstName} ${passenger.lastName} · ${DOCUMENT_LABELS[passenger.documentType]} ${passenger.documentNumber} · Boleto ${ticket ? ticket.number : ticketPending(booking.state)}`,
        };
      }),
    },
    ...booking.offer.slices.map((slice, index) => ({
      heading: `${sliceLabel(index, booking.offer.slices.length)}: ${airportLabel(slice.origin, reference).split(",")[0] ?? slice.origin} a ${airportLabel(slice.destination, reference).split(",")[0] ?? slice.destination}`,
      rows: (slice.options[0]?.segments ?? []).flatMap((segment) => segmentRows(segment, reference)),
    })),
    {
      heading: `Equipaje (tarifa ${family.name})`,
      rows: [
        { label: "Artículo personal", value: family.personalItem ? "Incluido" : "No incluido" },
        { label: "Equipaje de mano (8-10 kg)", value: family.cabinBag ? "Incluido" : "No incluido" },
        {
          label: "Equipaje en bodega",
          value:
            family.checkedBags > 0
              ? `${String(family.checkedBags)} x ${String(family.checkedBagKg)} kg por pasajero`
              : "No incluido",
        },
      ],
    },
    {
      heading: "Condiciones de la tarifa",
      rows: [
        { label: "Cambios", value: ruleText(family.changes, "Cambio de vuelo") },
        { label: "Reembolso", value: ruleText(family.refund, "Reembolso") },
        {
          label: "Condiciones de la agencia",
          value:
            "Los boletos aéreos no admiten cambio de fecha a través de la agencia. La anulación implica la retención de los costos más una comisión del 10 %. Los cambios o reembolsos se solicitan dentro del año siguiente a la compra.",
        },
        {
          label: "En el aeropuerto",
          value: international(booking, reference)
            ? "Preséntate al menos 4 horas antes de tu vuelo internacional. Pasaporte con vigencia mínima de 6 meses."
            : "Preséntate 3 horas antes de tu vuelo nacional con tu documento de identidad.",
        },
      ],
    },
    ...(money.assistance
      ? [
          {
            heading: "Asistencia en viaje",
            rows: [
              {
                label: "Póliza",
                value: money.assistance.policyNumber ?? "Se emite al confirmarse el pago",
              },
              {
                label: "Certificado",
                value: money.assistance.policyNumber
                  ? "Te lo enviamos por correo electrónico en PDF al emitir la póliza."
                  : "Te lo enviaremos por correo electrónico al emitir la póliza.",
              },
            ],
          },
        ]
      : []),
  ];
  return sections;
}

/** The whole voucher: the flight's body inside the order documents' frame. */
export function flightVoucherDocument(
  booking: BookingDetail,
  reference: VoucherReference,
  money: BookingMoney,
  options: { siteUrl: string; simulated: boolean },
): FramedDocument {
  return {
    title: `Voucher de viaje ${booking.code}`,
    kind: "VOUCHER DE VIAJE",
    intro: [
      { text: "¡Todo listo para tu vuelo!" },
      { text: `Código de reserva: ${booking.code}`, emphasis: true },
      { text: "Presenta este voucher y tu documento de identidad en el aeropuerto." },
    ],
    body: flightVoucherBody(booking, reference, money),
    frame: documentFrame({
      orderCode: booking.code,
      money,
      invoice: booking.invoice,
      siteUrl: options.siteUrl,
      simulated: options.simulated,
      lineLabel: (line, product) => moneyLineLabel(line, product, money),
    }),
  };
}

/** Every section of the voucher in reading order (the body, then the frame's blocks), as pages list them. */
export function voucherSections(
  booking: BookingDetail,
  reference: VoucherReference,
  money: BookingMoney,
  siteUrl: string,
  simulated = false,
): VoucherSection[] {
  const document = flightVoucherDocument(booking, reference, money, { siteUrl, simulated });
  return [...document.body, ...frameSections(document.frame)];
}

/** One line per flight: 'Ida: LA 2047 Lima (LIM) - Cusco (CUZ), jue. 10 dic. 2026, 06:15'. */
export function flightLines(booking: BookingDetail, reference: VoucherReference): string[] {
  return booking.offer.slices.flatMap((slice, index) =>
    (slice.options[0]?.segments ?? []).map(
      (segment) =>
        `${sliceLabel(index, booking.offer.slices.length)}: ${segment.marketingCarrier} ${segment.marketingFlightNumber} ${reference.airports[segment.origin]?.city ?? segment.origin} (${segment.origin}) - ${reference.airports[segment.destination]?.city ?? segment.destination} (${segment.destination}), ${formatLocalDateTime(segment.departureLocal)}`,
    ),
  );
}

/** A passenger without a ticket number: being issued once paid, never issued once the booking ended. */
function ticketPending(state: BookingDetail["state"]): string {
  return state === "expired" || state === "cancelled" ? "no emitido" : "en emisión";
}
