// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "#request-context";
import { useAuthDialog } from "#app/features/accounts/auth-dialogs.ts";
import type { ShellVariant } from "#app/features/shell/shell-routes.ts";
import { SiteHeader } from "./site-header.tsx";

const rosa: SessionUser = { id: "u-1", firstName: "Rosa", email: "rosa@correo.pe", image: null };

function renderHeader(variant: ShellVariant, user: SessionUser | null) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SiteHeader variant={variant} user={user} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("top bar", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", async () => new Response("[]", { status: 200 }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("signed in: avatar with the first name, and a menu with Perfil and a POST 'Cerrar sesión'", async () => {
    renderHeader("default", rosa);
    expect(screen.queryByRole("button", { name: "Iniciar sesión" })).toBeNull();
    const account = screen.getByRole("button", { name: "Cuenta de Rosa" });
    expect(account.textContent).toContain("Rosa");
    await act(async () => fireEvent.click(account));
    const menu = await screen.findByRole("dialog", { name: "Mi cuenta" });
    expect(within(menu).getByRole("link", { name: "Perfil" }).getAttribute("href")).toBe("/perfil/mi-perfil");
    const logout = within(menu).getByRole("button", { name: "Cerrar sesión" });
    const form = logout.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/cerrar-sesion");
    expect(logout.getAttribute("type")).toBe("submit");
  });

  it("a visitor's 'Iniciar sesión' opens the login dialog", async () => {
    const dialog = renderHook(() => useAuthDialog());
    renderHeader("default", null);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Iniciar sesión" })));
    expect(dialog.result.current).toBe("login");
  });

  it("booking pages: primary-coloured bar, no actions; outlet pages: no actions", () => {
    const booking = renderHeader("booking", rosa);
    const header = booking.container.querySelector("header");
    expect(header?.className).toContain("bg-brand-600");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Kuntur Viajes, página principal" })).toBeTruthy();
    cleanup();
    const outlet = renderHeader("outlet", null);
    expect(outlet.container.querySelector("header")?.className).toContain("bg-white");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});
