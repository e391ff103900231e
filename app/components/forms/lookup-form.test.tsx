// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { LookupForm, type LookupField, type LookupFormFailure } from "./lookup-form.tsx";

const Schema = z.strictObject({
  code: z.string().check(z.regex(/^[A-Z0-9]{6}$/, "Ingresa el código")),
  email: z.string().check(z.regex(/@/, "Ingresa el correo")),
});

const FIELDS: readonly LookupField[] = [
  { name: "code", label: "Código", placeholder: "K7PQ2M", autoComplete: "off", maxLength: 12 },
  { name: "email", label: "Correo", type: "email", autoComplete: "email" },
];

/** The form on a route whose action records what was posted. */
function formRoute(failure: LookupFormFailure | undefined, posted: FormData[] = []) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LookupForm
          fields={FIELDS}
          schema={Schema}
          failure={failure}
          submitLabel="Consultar"
          hidden={{ intent: "lookup" }}
        />
      ),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  return <Stub initialEntries={["/"]} />;
}

function renderForm(failure: LookupFormFailure | undefined, posted: FormData[] = []) {
  return render(formRoute(failure, posted));
}

afterEach(cleanup);

describe("look-up form", () => {
  it("without JavaScript: a POST form with its hidden inputs, labelled required fields and no alert", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(formRoute(undefined));
    const form = page.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.hasAttribute("novalidate")).toBe(true);
    expect(form?.querySelector<HTMLInputElement>('input[type="hidden"][name="intent"]')?.value).toBe("lookup");
    expect(form?.querySelector('input[name="email"]')?.getAttribute("type")).toBe("email");
    expect(form?.querySelectorAll('input[aria-required="true"]')).toHaveLength(2);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe("Consultar");
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it("shows the action's refusal, its field errors and what was typed", () => {
    renderForm({
      message: "No encontramos una reserva con esos datos.",
      errors: { email: "Ingresa el correo" },
      values: { code: "K7PQ2M", email: "rosa" },
    });
    expect(screen.getByRole("alert").textContent).toBe("No encontramos una reserva con esos datos.");
    const code = screen.getByLabelText(/Código/);
    expect((code as HTMLInputElement).value).toBe("K7PQ2M");
    expect(code.getAttribute("maxlength")).toBe("12");
    expect(code.getAttribute("aria-required")).toBe("true");
    const email = screen.getByLabelText(/Correo/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Ingresa el correo")).toBeTruthy();
  });

  it("checks the schema before sending: nothing is posted while invalid, its errors replace the refusal", async () => {
    const posted: FormData[] = [];
    renderForm(
      { message: "No encontramos una reserva con esos datos.", errors: {}, values: { code: "", email: "" } },
      posted,
    );
    fireEvent.click(screen.getByRole("button", { name: "Consultar" }));
    await waitFor(() => expect(screen.getByText("Ingresa el código")).toBeTruthy());
    expect(screen.getByText("Ingresa el correo")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(posted).toHaveLength(0);
  });

  it("sends a valid look-up with its hidden intent", async () => {
    const posted: FormData[] = [];
    renderForm(undefined, posted);
    fireEvent.change(screen.getByLabelText(/Código/), { target: { value: "K7PQ2M" } });
    fireEvent.change(screen.getByLabelText(/Correo/), { target: { value: "rosa@correo.pe" } });
    fireEvent.click(screen.getByRole("button", { name: "Consultar" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0] ?? new FormData())).toEqual({
      intent: "lookup",
      code: "K7PQ2M",
      email: "rosa@correo.pe",
    });
  });
});
