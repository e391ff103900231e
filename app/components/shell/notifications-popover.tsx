import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { NotificationItem } from "#app/features/notifications/notification-schemas.ts";
import {
  notificationKey,
  openNotification,
  refreshNotifications,
  useNotifications,
} from "#app/features/notifications/notifications-store.ts";
import { AnchoredPopover } from "#app/components/ui/anchored-popover.tsx";
import { BellIcon } from "./icons.tsx";
import { iconButtonClass } from "./top-bar-styles.ts";

/** The top bar's bell: unread badge, list from NOTIFICATIONS, refreshed from the server for the current user. */
export function NotificationsPopover({ userId }: { userId: string | null }) {
  const items = useNotifications();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    // A failed refresh keeps what is stored: the bell is never an error.
    refreshNotifications().catch(() => undefined);
  }, [userId]);

  const count = items.length;
  const go = (item: NotificationItem) => {
    setOpen(false);
    openNotification(item, (url) => {
      if (url.startsWith("/")) void navigate(url);
      else window.location.assign(url);
    });
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={iconButtonClass}
        aria-label={count > 0 ? `Notificaciones, ${count} sin leer` : "Notificaciones"}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onPointerEnter={AnchoredPopover.preload}
        onFocus={AnchoredPopover.preload}
      >
        <BellIcon className="size-6" />
        {/* Absolutely placed over the bell: appearing after hydration moves nothing. */}
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className={
            count > 0
              ? "absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs leading-none font-bold text-white"
              : "hidden"
          }
        >
          {count > 9 ? "9+" : count}
        </span>
      </button>
      {open ? (
        <AnchoredPopover
          triggerRef={trigger}
          onClose={() => setOpen(false)}
          label="Notificaciones"
          placement="bottom end"
          className="w-[22rem] max-w-[calc(100vw-1rem)]"
        >
          <h2 className="border-b border-slate-200 px-4 py-3 text-base font-bold">Notificaciones</h2>
          {count === 0 ? (
            <p className="px-4 py-6 text-center text-muted">Sin notificaciones</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {items.map((item) => (
                <li key={notificationKey(item)}>
                  <button
                    type="button"
                    onClick={() => go(item)}
                    className="flex w-full cursor-pointer items-start gap-3 px-4 py-3 text-left outline-none hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400"
                  >
                    <img src={item.iconSrcPath} alt="" width={40} height={40} className="size-10 shrink-0" />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-bold text-ink">{item.title}</span>
                      <span className="text-sm text-ink">{item.description}</span>
                      {item.hint ? <span className="text-xs font-semibold text-brand-700">{item.hint}</span> : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </AnchoredPopover>
      ) : null}
    </>
  );
}
