import { formatBirthDateInput } from "#app/utils/birth-date.ts";
import { sanitizeDocumentNumber, type DocumentType } from "#app/utils/identity-documents.ts";
import {
  MAX_PASSENGERS,
  PHONE_MAX_LENGTH,
  type PassengerInput,
  type PreRegistrationFormInput,
} from "./pre-registration-schemas.ts";

// The /tusdatos form's state as the visitor edits it: passengers keep a local id (for React keys, look-ups and
// touched fields) that never leaves the page.

export type PassengerDraft = Required<PassengerInput> & {
  id: string;
  /** True while the names and birth date are the ones a look-up filled in. */
  autofilled: boolean;
};
export type PassengerField = Exclude<keyof PassengerDraft, "id" | "docType" | "autofilled">;
export type FormDraft = {
  passengers: PassengerDraft[];
  store: string;
  medium: string;
  otherMedium: string;
  privacyPolicy: boolean;
  dataPolicy: boolean;
  /** Source of the next passenger id; ids stay unique across add, remove and reset. */
  nextId: number;
};

export type LookupPerson = { firstName: string; lastName: string; mLastName: string; birthDate: string };

export type FormAction =
  | { type: "passenger"; id: string; field: PassengerField; value: string }
  | { type: "docType"; id: string; value: DocumentType }
  | { type: "lookup"; id: string; docType: DocumentType; docNumber: string; person: LookupPerson | null }
  | { type: "add" }
  | { type: "remove"; id: string }
  | { type: "field"; field: "store" | "medium" | "otherMedium"; value: string }
  | { type: "consent"; field: "privacyPolicy" | "dataPolicy"; value: boolean }
  | { type: "reset" };

function blankPassenger(id: string): PassengerDraft {
  return {
    id,
    docType: "DNI",
    docNumber: "",
    firstName: "",
    lastName: "",
    mLastName: "",
    birthDate: "",
    gender: "",
    email: "",
    phone: "",
    autofilled: false,
  };
}

/** The empty form: one blank passenger, nothing selected, nothing checked. */
export function initialFormDraft(nextId = 0): FormDraft {
  return {
    passengers: [blankPassenger(`p${String(nextId)}`)],
    store: "",
    medium: "",
    otherMedium: "",
    privacyPolicy: false,
    dataPolicy: false,
    nextId: nextId + 1,
  };
}

function updatePassenger(draft: FormDraft, id: string, update: (p: PassengerDraft) => PassengerDraft): FormDraft {
  return { ...draft, passengers: draft.passengers.map((p) => (p.id === id ? update(p) : p)) };
}

function editField(passenger: PassengerDraft, field: PassengerField, value: string): PassengerDraft {
  switch (field) {
    case "docNumber":
      return { ...passenger, docNumber: sanitizeDocumentNumber(passenger.docType, value) };
    case "birthDate":
      return { ...passenger, birthDate: formatBirthDateInput(passenger.birthDate, value) };
    case "phone":
      return { ...passenger, phone: value.slice(0, PHONE_MAX_LENGTH) };
    case "gender":
      return { ...passenger, gender: value === "1" || value === "2" ? value : "" };
    default:
      return { ...passenger, [field]: value };
  }
}

export function formReducer(draft: FormDraft, action: FormAction): FormDraft {
  switch (action.type) {
    case "passenger":
      return updatePassenger(draft, action.id, (p) => editField(p, action.field, action.value));
    case "docType":
      // The number is kept as far as the new type allows it (a DNI loses its letters, a CE keeps its digits).
      return updatePassenger(draft, action.id, (p) => ({
        ...p,
        docType: action.value,
        docNumber: sanitizeDocumentNumber(action.value, p.docNumber),
      }));
    case "lookup":
      return updatePassenger(draft, action.id, (p) => {
        // A late answer for a number the visitor has since changed must not overwrite anything.
        if (p.docType !== action.docType || p.docNumber !== action.docNumber) return p;
        if (action.person) return { ...p, ...action.person, autofilled: true };
        // No match clears what an earlier look-up filled in; names the visitor typed are theirs to keep.
        return p.autofilled
          ? { ...p, firstName: "", lastName: "", mLastName: "", birthDate: "", autofilled: false }
          : p;
      });
    case "add":
      if (draft.passengers.length >= MAX_PASSENGERS) return draft;
      return {
        ...draft,
        passengers: [...draft.passengers, blankPassenger(`p${String(draft.nextId)}`)],
        nextId: draft.nextId + 1,
      };
    case "remove":
      // The first passenger (who receives the e-mail) cannot be removed.
      if (draft.passengers[0]?.id === action.id) return draft;
      return { ...draft, passengers: draft.passengers.filter((p) => p.id !== action.id) };
    case "field":
      return { ...draft, [action.field]: action.value };
    case "consent":
      return { ...draft, [action.field]: action.value };
    case "reset":
      return initialFormDraft(draft.nextId);
  }
}

/** What the form holds: the schema's input, with a medium and consents that may still be unset. */
export type FormValues = Omit<PreRegistrationFormInput, "medium" | "privacyPolicy" | "dataPolicy"> & {
  medium: string;
  privacyPolicy: boolean;
  dataPolicy: boolean;
};

/** The draft as the shared schema's input (local ids dropped). */
export function toFormInput(draft: FormDraft): FormValues {
  return {
    passengers: draft.passengers.map(({ id: _id, autofilled: _autofilled, ...passenger }) => passenger),
    store: draft.store,
    medium: draft.medium,
    otherMedium: draft.otherMedium,
    privacyPolicy: draft.privacyPolicy,
    dataPolicy: draft.dataPolicy,
  };
}
