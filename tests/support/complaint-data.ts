// Test code only: sample complaint inputs shared by the unit, database, API and e2e tests.
import type { ComplaintFormInput } from "#app/features/complaints/complaints-schemas.ts";

export function sampleComplaint(overrides: Partial<ComplaintFormInput> = {}): ComplaintFormInput {
  return {
    store: "virtual",
    firstNames: "Rosa Elena",
    lastNames: "Huamán Quispe",
    address: "Jr. Los Pinos 245, Surquillo, Lima",
    documentType: "DNI",
    documentNumber: "45871236",
    phone: "987 654 321",
    email: "rosa.huaman@example.pe",
    isMinor: false,
    goodType: "servicio",
    amount: "350.50",
    currency: "PEN",
    goodDescription: "Paquete Cusco 4 días y 3 noches",
    bookingCode: "",
    kind: "reclamo",
    detail: "El hotel del paquete no respetó la reserva y nos reubicaron en otro de menor categoría.",
    consumerRequest: "Solicito la devolución de la diferencia de precio entre ambos hoteles.",
    ...overrides,
  };
}

export const MINOR_WITH_GUARDIAN: Partial<ComplaintFormInput> = {
  firstNames: "Mateo",
  lastNames: "Rojas Vela",
  documentNumber: "78451236",
  email: "mateo.rojas@example.pe",
  isMinor: true,
  guardianName: "Carmen Vela Torres",
  guardianDocumentType: "DNI",
  guardianDocumentNumber: "41236587",
  guardianPhone: "999 888 777",
  kind: "queja",
  amount: "",
};
