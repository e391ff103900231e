import { useSyncExternalStore } from "react";
import { http } from "#app/platform/http-client.ts";
import { readStored, STORAGE_KEYS, writeStored } from "#app/platform/storage-keys.ts";
import {
  ANNOUNCEMENT_PREFIX,
  NotificationItemSchema,
  USER_NOTIFICATION_PREFIX,
  type NotificationItem,
} from "./notification-schemas.ts";

export const NOTIFICATIONS_URL = "/api/v1/notifications";
const MAX_DISMISSED = 200;
const MAX_ITEMS = 100;
const EMPTY: NotificationItem[] = [];

/** Identity for de-duplication: the server id, else link and title (notifications added in the browser). */
export function notificationKey(item: NotificationItem): string {
  return item.id ?? `${item.url}|${item.title}`;
}

function isFromServer(item: NotificationItem): boolean {
  return Boolean(item.id?.startsWith(ANNOUNCEMENT_PREFIX) || item.id?.startsWith(USER_NOTIFICATION_PREFIX));
}

/** The valid notifications of a list; an entry that is not one (edited storage, bad content) is dropped. */
function validItems(raw: unknown): NotificationItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, MAX_ITEMS).flatMap((entry) => {
    const parsed = NotificationItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The stored list (NOTIFICATIONS). */
export function readNotifications(): NotificationItem[] {
  return validItems(readStored<unknown>(STORAGE_KEYS.notifications, []));
}

function readDismissed(): string[] {
  const raw = readStored<unknown>(STORAGE_KEYS.notificationsDismissed, []);
  return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Merges the server's list into the stored one without duplicates: the server's current items first (minus
 * those the visitor already opened), then the browser's own. A stored server item the server no longer sends
 * (ended, or another user's after a sign-out) is dropped.
 */
export function mergeNotifications(
  local: readonly NotificationItem[],
  server: readonly NotificationItem[],
  dismissed: ReadonlySet<string>,
): NotificationItem[] {
  const merged: NotificationItem[] = [];
  const seen = new Set<string>();
  for (const item of server) {
    const key = notificationKey(item);
    if (dismissed.has(key) || seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  for (const item of local) {
    const key = notificationKey(item);
    if (isFromServer(item) || seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged;
}

let snapshot: NotificationItem[] | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.notifications) emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function emptyAsServer(list: NotificationItem[]): NotificationItem[] {
  return list.length === 0 ? EMPTY : list;
}

/** The stored notifications, live (also across tabs); empty on the server and during hydration. */
export function useNotifications(): NotificationItem[] {
  return useSyncExternalStore(
    subscribe,
    // An empty list is the server's own EMPTY, so a first visit does not force a re-render after hydration.
    () => (snapshot ??= emptyAsServer(readNotifications())),
    () => EMPTY,
  );
}

function save(list: NotificationItem[]): void {
  writeStored(STORAGE_KEYS.notifications, list);
  emit();
}

/** Removes one notification from the list and from storage; a server one is remembered as opened. */
export function removeNotification(item: NotificationItem): void {
  const key = notificationKey(item);
  if (isFromServer(item)) {
    const dismissed = readDismissed().filter((id) => id !== key);
    writeStored(STORAGE_KEYS.notificationsDismissed, [...dismissed, key].slice(-MAX_DISMISSED));
  }
  save(readNotifications().filter((stored) => notificationKey(stored) !== key));
}

/** SPEC 4: opening removes it from the list and from storage, then navigates to its url. */
export function openNotification(item: NotificationItem, navigate: (url: string) => void): void {
  removeNotification(item);
  if (item.id?.startsWith(USER_NOTIFICATION_PREFIX)) {
    const id = item.id.slice(USER_NOTIFICATION_PREFIX.length);
    // Best effort: the list is already updated here; the server only keeps other devices in step.
    void http.post(`${NOTIFICATIONS_URL}/${id}/read`, undefined, { noLoading: true }).catch(() => undefined);
  }
  navigate(item.url);
}

/** Fetches announcements and the user's own notifications and merges them into storage. */
export async function refreshNotifications(): Promise<void> {
  const body = await http.get<unknown>(NOTIFICATIONS_URL, { noLoading: true });
  const server = validItems(body);
  save(mergeNotifications(readNotifications(), server, new Set(readDismissed())));
}
