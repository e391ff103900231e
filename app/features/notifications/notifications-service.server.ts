import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { AppError } from "#server/errors.ts";
import { notificationAnnouncements, userNotifications } from "#server/db/schema/notifications.ts";
import { ANNOUNCEMENT_PREFIX, USER_NOTIFICATION_PREFIX, type NotificationItem } from "./notification-schemas.ts";

const MAX_ANNOUNCEMENTS = 20;
const MAX_USER_NOTIFICATIONS = 30;

/**
 * The notifications of the top bar: the user's own unread ones (newest first, only when signed in), then the
 * announcements live at `now`. Never another user's rows.
 */
export async function listNotifications(
  userId: string | null,
  now: Date = new Date(),
  db: Db = getDb(),
): Promise<NotificationItem[]> {
  const announcements = await db
    .select()
    .from(notificationAnnouncements)
    .where(
      and(
        eq(notificationAnnouncements.active, true),
        lte(notificationAnnouncements.startDate, now),
        or(isNull(notificationAnnouncements.endDate), gt(notificationAnnouncements.endDate, now)),
      ),
    )
    .orderBy(desc(notificationAnnouncements.startDate))
    .limit(MAX_ANNOUNCEMENTS);
  const own = userId
    ? await db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)))
        .orderBy(desc(userNotifications.createdAt))
        .limit(MAX_USER_NOTIFICATIONS)
    : [];
  return [
    ...own.map((row) => toItem(`${USER_NOTIFICATION_PREFIX}${row.id}`, row)),
    ...announcements.map((row) => toItem(`${ANNOUNCEMENT_PREFIX}${row.id}`, row)),
  ];
}

function toItem(
  id: string,
  row: { iconSrcPath: string; title: string; description: string; hint: string; url: string },
): NotificationItem {
  return {
    id,
    iconSrcPath: row.iconSrcPath,
    title: row.title,
    description: row.description,
    hint: row.hint,
    url: row.url,
  };
}

/**
 * Marks one of the user's own notifications read (idempotent: reading it again changes nothing).
 * Someone else's id answers NOT_FOUND, as an unknown one does, so ids of others cannot be probed.
 */
export async function markNotificationRead(
  userId: string,
  notificationId: string,
  now: Date = new Date(),
  db: Db = getDb(),
): Promise<void> {
  const owned = and(eq(userNotifications.id, notificationId), eq(userNotifications.userId, userId));
  const updated = await db
    .update(userNotifications)
    .set({ readAt: now })
    .where(and(owned, isNull(userNotifications.readAt)))
    .returning({ id: userNotifications.id });
  if (updated.length > 0) return;
  const [existing] = await db.select({ id: userNotifications.id }).from(userNotifications).where(owned).limit(1);
  if (!existing) throw new AppError("NOT_FOUND", "No encontramos esa notificación.");
}
