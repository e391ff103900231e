import { Link } from "react-router";
import type { SessionUser } from "#request-context";
import type { ShellVariant } from "#app/features/shell/shell-routes.ts";
import { cx } from "#app/components/ui/cx.ts";
import { AccountMenu } from "./account-menu.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { ChatIcon, StoreIcon, TicketIcon } from "./icons.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { MY_BOOKINGS_PATH } from "./no-script-menu.ts";
import { NotificationsPopover } from "./notifications-popover.tsx";
import { PhoneCopyButton } from "./phone-copy-button.tsx";
import { topBarActionClass } from "./top-bar-styles.ts";

/**
 * The top bar (SPEC 2.2). Fixed height so nothing below moves when its client-only parts appear. On booking
 * pages it is primary-coloured; on booking and outlet pages its actions are hidden.
 */
export function SiteHeader({ variant, user }: { variant: ShellVariant; user: SessionUser | null }) {
  const booking = variant === "booking";
  const actions = variant === "default";
  return (
    <header
      data-variant={variant}
      data-no-print
      className={cx("border-b", booking ? "border-brand-700 bg-brand-600" : "border-slate-200 bg-white")}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:px-4">
        {actions ? <MobileMenu user={user} /> : null}
        <Link
          to="/"
          aria-label="Kuntur Viajes, página principal"
          className="rounded-control p-1 outline-none focus-visible:ring-4 focus-visible:ring-accent-400"
        >
          <BrandLogo tone={booking ? "light" : "dark"} />
        </Link>
        {actions ? (
          <nav aria-label="Accesos rápidos" className="ml-auto flex items-center gap-1">
            <PhoneCopyButton />
            <div className="hidden items-center gap-1 md:flex">
              <Link to={MY_BOOKINGS_PATH} className={topBarActionClass}>
                <TicketIcon className="size-5" />
                {/* Icon only at tablet width, where the bar is full. */}
                <span className="sr-only lg:not-sr-only">Mis reservas</span>
              </Link>
              <Link to="/nuestras-agencias" className={topBarActionClass}>
                <StoreIcon className="size-5" />
                Tiendas
              </Link>
              <Link to="/canales-de-atencion" className={topBarActionClass}>
                <ChatIcon className="size-5" />
                Contáctanos
              </Link>
            </div>
            <NotificationsPopover userId={user?.id ?? null} />
            <div className="hidden md:block">
              <AccountMenu user={user} />
            </div>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
