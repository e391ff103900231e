import { describe, expect, it } from "vitest";
import { PackageCheckoutSchema, packageCheckoutValues } from "./package-checkout-schemas.ts";
import { packageChoiceQuery, readPackageChoice } from "./package-selection.ts";

describe("a package choice in the URL", () => {
  it("reads rooms with their adults and children's ages, and writes them back the same", () => {
    const choice = readPackageChoice(
      new URLSearchParams("salida=2027-03-02&adultos1=2&edad1a=7&edad1b=&adultos2=0&adultos3=1"),
    );
    expect(choice).toEqual({
      departureDate: "2027-03-02",
      rooms: [
        { adults: 2, childrenAges: [7] },
        { adults: 1, childrenAges: [] },
      ],
    });
    expect(
      readPackageChoice(new URLSearchParams(packageChoiceQuery({ ...choice, departureDate: "2027-03-02" }))),
    ).toEqual(choice);
  });

  it("defaults to one double room and refuses a malformed date", () => {
    expect(readPackageChoice(new URLSearchParams("salida=mañana"))).toEqual({
      departureDate: null,
      rooms: [{ adults: 2, childrenAges: [] }],
    });
  });
});

describe("the package checkout form", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };
  const valid = {
    "travellers.0.firstName": "Lucía",
    "travellers.0.lastName": "Mamani",
    "travellers.0.documentType": "DNI",
    "travellers.0.documentNumber": "45678912",
    "travellers.0.gender": "F",
    "travellers.0.birthDate": "10/03/1985",
    "contact.firstName": "Lucía",
    "contact.lastName": "Mamani",
    "contact.email": "lucia@ejemplo.pe",
    "contact.phoneCountryCode": "51",
    "contact.phoneNumber": "987654321",
    terms: "on",
    idempotencyKey: "0123456789abcdef0123",
  };

  it("accepts every traveller's names, document, sex and birth date", () => {
    expect(PackageCheckoutSchema.safeParse(packageCheckoutValues(form(valid), 1)).success).toBe(true);
  });

  it("answers each field's Spanish message, for every traveller the rooms need", () => {
    const parsed = PackageCheckoutSchema.safeParse(
      packageCheckoutValues(
        form({ ...valid, "travellers.0.documentNumber": "123", "travellers.0.birthDate": "31/02/1985" }),
        2,
      ),
    );
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
    expect(messages).toContain("travellers.0.documentNumber: El DNI debe tener 8 dígitos");
    expect(messages).toContain("travellers.0.birthDate: Ingresa la fecha de nacimiento como DD/MM/AAAA");
    expect(messages).toContain("travellers.1.firstName: Ingresa los nombres (mín. 2 letras)");
  });
});
