// Valid sample input for the pre-registration tests (fictional people).
import type {
  PassengerInput,
  PreRegistrationFormInput,
} from "#app/features/pre-registration/pre-registration-schemas.ts";
import type { CampaignContext } from "#app/features/pre-registration/pre-registration-wire.ts";

export function samplePassenger(overrides: Partial<PassengerInput> = {}): PassengerInput {
  return {
    docType: "DNI",
    docNumber: "45871236",
    firstName: "Lucía Fernanda",
    lastName: "Quispe",
    mLastName: "Mamani",
    birthDate: "14/03/1990",
    gender: "2",
    email: "lucia.quispe@example.com",
    phone: "987 111 201",
    ...overrides,
  };
}

export function sampleForm(overrides: Partial<PreRegistrationFormInput> = {}): PreRegistrationFormInput {
  return {
    passengers: [
      samplePassenger(),
      samplePassenger({
        docType: "CE",
        docNumber: "001234567",
        firstName: "Valentina",
        lastName: "Rodríguez",
        mLastName: "Pérez",
        birthDate: "17/09/1993",
        gender: "",
        email: "valentina.rp@example.com",
        phone: "+51 987 111 206",
      }),
    ],
    store: "2",
    medium: "2",
    otherMedium: "",
    privacyPolicy: true,
    dataPolicy: true,
    ...overrides,
  };
}

export const SAMPLE_CONTEXT: CampaignContext = {
  campaign: {
    id: 1,
    dayId: 1,
    dayLabel: "Sábado 12 de diciembre de 2026",
    timeSlotId: 1,
    timeSlotLabel: "De 9:00 a. m. a 9:00 p. m.",
  },
  mediumLabel: "Facebook",
  storeName: "Agencia San Isidro",
};
