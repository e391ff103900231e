import { describe, expect, it } from "vitest";
import { formReducer, initialFormDraft, toFormInput, type FormAction, type FormDraft } from "./form-state.ts";

const run = (actions: FormAction[], start: FormDraft = initialFormDraft()) => actions.reduce(formReducer, start);
const first = (draft: FormDraft) => draft.passengers[0]!;

describe("pre-registration form state", () => {
  it("adds passengers up to 20 and removes any but the first", () => {
    const many = run(Array.from({ length: 25 }, (): FormAction => ({ type: "add" })));
    expect(many.passengers).toHaveLength(20);
    expect(new Set(many.passengers.map((p) => p.id)).size).toBe(20);
    const firstId = first(many).id;
    const withoutFirst = formReducer(many, { type: "remove", id: firstId });
    expect(withoutFirst.passengers).toHaveLength(20);
    const secondId = many.passengers[1]!.id;
    const removed = formReducer(many, { type: "remove", id: secondId });
    expect(removed.passengers.map((p) => p.id)).toEqual(
      many.passengers.filter((p) => p.id !== secondId).map((p) => p.id),
    );
  });

  it("switches the document input rules with the type", () => {
    const id = first(initialFormDraft()).id;
    const typed = run([{ type: "passenger", id, field: "docNumber", value: "45a871236999" }]);
    expect(first(typed).docNumber).toBe("45871236");
    const asPassport = run([
      { type: "docType", id, value: "PAS" },
      { type: "passenger", id, field: "docNumber", value: "ab-1234567xyz9" },
    ]);
    expect(first(asPassport).docNumber).toBe("AB1234567XYZ");
    const backToDni = formReducer(asPassport, { type: "docType", id, value: "DNI" });
    expect(first(backToDni).docNumber).toBe("1234567");
  });

  it("auto-formats the birth date and bounds the phone", () => {
    const id = first(initialFormDraft()).id;
    const draft = run([
      { type: "passenger", id, field: "birthDate", value: "1" },
      { type: "passenger", id, field: "birthDate", value: "14" },
      { type: "passenger", id, field: "birthDate", value: "14/0" },
      { type: "passenger", id, field: "birthDate", value: "14/03" },
      { type: "passenger", id, field: "phone", value: "9".repeat(20) },
    ]);
    expect(first(draft).birthDate).toBe("14/03/");
    expect(first(draft).phone).toHaveLength(15);
  });

  it("fills names and birth date from a look-up and clears them on a later miss, unless the number changed", () => {
    const id = first(initialFormDraft()).id;
    const person = { firstName: "Lucía", lastName: "Quispe", mLastName: "Mamani", birthDate: "14/03/1990" };
    const typed = run([{ type: "passenger", id, field: "docNumber", value: "45871236" }]);
    const filled = formReducer(typed, { type: "lookup", id, docType: "DNI", docNumber: "45871236", person });
    expect(first(filled)).toMatchObject(person);
    const cleared = formReducer(filled, { type: "lookup", id, docType: "DNI", docNumber: "45871236", person: null });
    expect(first(cleared)).toMatchObject({ firstName: "", lastName: "", mLastName: "", birthDate: "" });
    const stale = formReducer(typed, { type: "lookup", id, docType: "DNI", docNumber: "11111111", person });
    expect(first(stale).firstName).toBe("");
  });

  it("keeps names the visitor typed when the look-up finds nothing", () => {
    const id = first(initialFormDraft()).id;
    const typed = run([
      { type: "passenger", id, field: "docNumber", value: "12345678" },
      { type: "passenger", id, field: "firstName", value: "Ana" },
      { type: "lookup", id, docType: "DNI", docNumber: "12345678", person: null },
    ]);
    expect(first(typed).firstName).toBe("Ana");
  });

  it("resets to one blank passenger with nothing selected or checked", () => {
    const id = first(initialFormDraft()).id;
    const filled = run([
      { type: "passenger", id, field: "firstName", value: "Lucía" },
      { type: "add" },
      { type: "add" },
      { type: "field", field: "store", value: "2" },
      { type: "field", field: "medium", value: "6" },
      { type: "field", field: "otherMedium", value: "Radio" },
      { type: "consent", field: "privacyPolicy", value: true },
      { type: "consent", field: "dataPolicy", value: true },
    ]);
    const reset = formReducer(filled, { type: "reset" });
    expect(toFormInput(reset)).toEqual(toFormInput(initialFormDraft()));
    // A fresh id: the fields of the old first passenger remount empty.
    expect(first(reset).id).not.toBe(id);
  });
});
