import { useState } from "react";
import type { SessionUser } from "#request-context";
import { lazyComponent } from "#app/components/ui/lazy.tsx";
import { MenuIcon } from "./icons.tsx";
import { noScriptMenuHtml } from "./no-script-menu.ts";
import { iconButtonClass } from "./top-bar-styles.ts";

const MobileMenuDrawer = lazyComponent(
  () => import("./mobile-menu-drawer.tsx"),
  (module) => module.MobileMenuDrawer,
);

/**
 * Mobile (< 768 px) menu button; the drawer's code loads when it is first opened. Without JavaScript the button is
 * not shown and a native disclosure menu takes its place (no-script-menu.ts).
 */
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
      <noscript
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? noScriptMenuHtml() : "" }}
      />
      {open ? <MobileMenuDrawer user={user} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
