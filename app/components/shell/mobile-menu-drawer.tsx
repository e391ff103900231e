import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Link } from "react-router";
import type { SessionUser } from "#request-context";
import { brand } from "#app/config/brand.ts";
import { openAuthDialog } from "#app/features/accounts/auth-dialogs.ts";
import { HOME_TABS } from "#app/features/home/home-tabs.ts";
import { currentMobilePlatform } from "#app/features/shell/device.ts";
import { Avatar, LogoutForm, PROFILE_PATH } from "./account-menu.tsx";
import { ChatIcon, CloseIcon, HeadsetIcon, PhoneIcon, StoreIcon, TicketIcon, UserIcon } from "./icons.tsx";
import { MY_BOOKINGS_PATH } from "./no-script-menu.ts";
import { iconButtonClass } from "./top-bar-styles.ts";

const rowClass =
  "flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-control px-3 text-left font-semibold text-ink outline-none hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400 data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400";

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="flex size-6 items-center justify-center text-brand-700">{icon}</span>
      {children}
    </>
  );
}

/**
 * The mobile side menu's drawer: customer support (not on iOS), contact and sign in/out. A modal, so focus is
 * trapped inside, Escape closes it and focus returns to the menu button. Loaded on first open.
 */
export function MobileMenuDrawer({ user, onClose: close }: { user: SessionUser | null; onClose: () => void }) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      isDismissable
      className="fixed inset-0 z-50 bg-black/50 md:hidden"
    >
      <Modal className="fixed inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col bg-white shadow-xl outline-none">
        <Dialog aria-labelledby="mobile-menu-title" className="flex h-full flex-col outline-none">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Heading id="mobile-menu-title" slot="title" className="text-lg font-bold text-brand-700">
              Menú
            </Heading>
            <Button aria-label="Cerrar menú" className={iconButtonClass} onPress={close}>
              <CloseIcon className="size-6" />
            </Button>
          </div>
          <nav aria-label="Menú principal" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
            <MenuLinks onNavigate={close} />
            <div className="mt-auto border-t border-slate-200 pt-3">
              {user ? (
                <>
                  <p className="flex items-center gap-3 px-3 py-2 font-bold text-ink">
                    <Avatar user={user} />
                    {user.firstName}
                  </p>
                  <Link to={PROFILE_PATH} className={rowClass} onClick={close}>
                    <Row icon={<UserIcon className="size-5" />}>Perfil</Row>
                  </Link>
                  <LogoutForm className={rowClass} />
                </>
              ) : (
                <Button
                  className={rowClass}
                  onPress={() => {
                    close();
                    openAuthDialog("login");
                  }}
                >
                  <Row icon={<UserIcon className="size-5" />}>Iniciar sesión</Row>
                </Button>
              )}
            </div>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The products, as the home's tabs name them (issue 14: the side menu is how a phone reaches them). */
const PRODUCT_TABS = HOME_TABS.filter((tab) => !tab.path.includes("?"));

function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  // Only rendered while the drawer is open, in the browser: the platform is known.
  const ios = currentMobilePlatform() === "ios";
  return (
    <>
      <ul aria-label="Productos" className="mb-2 flex flex-col gap-1 border-b border-slate-200 pb-2">
        {PRODUCT_TABS.map((product) => (
          <li key={product.path}>
            <Link to={product.path} className={rowClass} onClick={onNavigate}>
              {product.label}
            </Link>
          </li>
        ))}
      </ul>
      {ios ? null : (
        <a href={brand.helpCenterUrl} target="_blank" rel="noopener noreferrer" className={rowClass}>
          <Row icon={<HeadsetIcon className="size-5" />}>
            Atención al cliente<span className="sr-only"> (se abre en una nueva pestaña)</span>
          </Row>
        </a>
      )}
      <Link to={MY_BOOKINGS_PATH} className={rowClass} onClick={onNavigate}>
        <Row icon={<TicketIcon className="size-5" />}>Mis reservas</Row>
      </Link>
      <Link to="/canales-de-atencion" className={rowClass} onClick={onNavigate}>
        <Row icon={<ChatIcon className="size-5" />}>Contáctanos</Row>
      </Link>
      <Link to="/nuestras-agencias" className={rowClass} onClick={onNavigate}>
        <Row icon={<StoreIcon className="size-5" />}>Tiendas</Row>
      </Link>
      <a href={`tel:${brand.salesPhoneE164}`} className={rowClass}>
        <Row icon={<PhoneIcon className="size-5" />}>Ventas {brand.salesPhone}</Row>
      </a>
    </>
  );
}
