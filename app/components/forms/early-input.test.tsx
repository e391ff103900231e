// @vitest-environment happy-dom
import { useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { findEarlyInput, replayEarlyInput } from "./early-input.ts";

type Values = { name: string; city: string; agree: boolean; kind: string; size: string };
const EMPTY: Values = { name: "", city: "", agree: false, kind: "a", size: "s" };

/** A controlled form whose handlers read the state of the last render (as useValidatedForm's setValue does). */
function Form() {
  const [form, setForm] = useState(EMPTY);
  const set = (patch: Partial<Values>) => setForm({ ...form, ...patch });
  useLayoutEffect(() => replayEarlyInput(), []);
  return (
    <form>
      <input aria-label="Nombre" value={form.name} onChange={(event) => set({ name: event.target.value })} />
      <input aria-label="Ciudad" value={form.city} onChange={(event) => set({ city: event.target.value })} />
      <input
        type="checkbox"
        aria-label="Acepto"
        checked={form.agree}
        onChange={(e) => set({ agree: e.target.checked })}
      />
      {["a", "b"].map((kind) => (
        <input
          key={kind}
          type="radio"
          name="kind"
          aria-label={kind}
          value={kind}
          checked={form.kind === kind}
          onChange={() => set({ kind })}
        />
      ))}
      <select aria-label="Talla" value={form.size} onChange={(event) => set({ size: event.target.value })}>
        <option value="s">S</option>
        <option value="m">M</option>
      </select>
      <input type="hidden" name="idioma" value="ES" />
      <output>{JSON.stringify(form)}</output>
    </form>
  );
}

function input(container: HTMLElement, selector: string): HTMLInputElement {
  const element = container.querySelector<HTMLInputElement>(selector);
  if (!element) throw new Error(selector);
  return element;
}

it("keeps what was typed, ticked and chosen before hydration, in the DOM and in the form's state", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  // The visitor, before the page is interactive.
  input(container, '[aria-label="Nombre"]').value = "Ana";
  input(container, '[aria-label="Ciudad"]').value = "Cusco";
  input(container, '[aria-label="Acepto"]').checked = true;
  input(container, '[aria-label="b"]').checked = true;
  input(container, "select").value = "m";
  expect(findEarlyInput(container)).toHaveLength(5);

  // As in the browser: no act(), so React renders between the replayed events as it does between real ones.
  hydrateRoot(container, <Form />);

  const typed = { name: "Ana", city: "Cusco", agree: true, kind: "b", size: "m" };
  await vi.waitFor(() => expect(JSON.parse(input(container, "output").textContent)).toEqual(typed));
  expect(input(container, '[aria-label="Nombre"]').value).toBe("Ana");
  expect(input(container, '[aria-label="Acepto"]').checked).toBe(true);
  expect(input(container, "select").value).toBe("m");
  expect(input(container, '[aria-label="b"]').checked).toBe(true);
});
