import { useState } from "react";
import type { SessionUser } from "#request-context";
import { lazyComponent } from "../ui/lazy.tsx";
import { MenuIcon } from "./icons.tsx";
import { iconButtonClass } from "./top-bar-styles.ts";

const MobileMenuDrawer = lazyComponent(
  () => import("./mobile-menu-drawer.tsx"),
  (module) => module.MobileMenuDrawer,
);

/** Mobile (< 768 px) menu button; the drawer's code loads when it is first opened. */
export function MobileMenu({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-js-only
        aria-label="Menú de navegación"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={MobileMenuDrawer.preload}
        onFocus={MobileMenuDrawer.preload}
        className={`${iconButtonClass} md:hidden`}
      >
        <MenuIcon className="size-6" />
      </button>
      {open ? <MobileMenuDrawer user={user} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
