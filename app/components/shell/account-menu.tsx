import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import type { SessionUser } from "#request-context";
import { preloadAuthDialogs } from "#app/features/accounts/auth-dialogs-host.tsx";
import { openAuthDialog } from "#app/features/accounts/auth-dialogs.ts";
import { AnchoredPopover } from "#app/components/ui/anchored-popover.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { ChevronIcon } from "./icons.tsx";
import { topBarActionClass } from "./top-bar-styles.ts";

export const PROFILE_PATH = "/perfil/mi-perfil";
export const LOGOUT_PATH = "/cerrar-sesion";

/** The user's photo, or the initial of the first name on a brand circle. */
export function Avatar({ user, className }: { user: SessionUser; className?: string }) {
  if (user.image) {
    return (
      <img
        src={user.image}
        alt=""
        width={32}
        height={32}
        className={cx("size-8 rounded-full object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        "flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white",
        className,
      )}
    >
      {user.firstName.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** 'Cerrar sesión' is a real POST (the accounts feature's action), so it works even before hydration. */
export function LogoutForm({ className }: { className?: string }) {
  return (
    <Form method="post" action={LOGOUT_PATH}>
      <button type="submit" className={className}>
        Cerrar sesión
      </button>
    </Form>
  );
}

const itemClass =
  "flex w-full cursor-pointer items-center rounded px-3 py-2 text-left text-ink outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-accent-400";

/** Desktop: 'Iniciar sesión' for visitors; the avatar, first name and Perfil / Cerrar sesión for users. */
export function AccountMenu({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!user) {
    return (
      <button
        type="button"
        data-js-only
        onClick={() => openAuthDialog("login")}
        onPointerEnter={preloadAuthDialogs}
        onFocus={preloadAuthDialogs}
        className={cx(topBarActionClass, "border border-brand-600")}
      >
        Iniciar sesión
      </button>
    );
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={topBarActionClass}
        aria-label={`Cuenta de ${user.firstName}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onPointerEnter={AnchoredPopover.preload}
        onFocus={AnchoredPopover.preload}
      >
        <Avatar user={user} />
        <span className="max-w-32 truncate">{user.firstName}</span>
        <ChevronIcon className="size-4" />
      </button>
      {open ? (
        <AnchoredPopover
          triggerRef={trigger}
          onClose={() => setOpen(false)}
          label="Mi cuenta"
          placement="bottom end"
          className="min-w-48 p-1"
        >
          <div className="flex flex-col">
            <Link to={PROFILE_PATH} className={itemClass} onClick={() => setOpen(false)}>
              Perfil
            </Link>
            <LogoutForm className={itemClass} />
          </div>
        </AnchoredPopover>
      ) : null}
    </>
  );
}
