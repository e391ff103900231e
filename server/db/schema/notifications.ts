import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Columns of a notification as the top bar shows it (SPEC 3, Notification); fresh builders per table. */
function notificationColumns() {
  return {
    iconSrcPath: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    hint: text().notNull().default(""),
    url: text().notNull(),
  };
}

/** Announcements for every visitor, managed as content; shown while `now` lies in [startDate, endDate). */
export const notificationAnnouncements = pgTable(
  "notification_announcements",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    ...notificationColumns(),
    startDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp({ withTimezone: true }),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("notification_announcements_window_idx").on(table.active, table.startDate)],
);

/**
 * A signed-in user's own notifications. `userId` is the accounts feature's user id as text (no foreign key, so
 * this table does not depend on how accounts are stored). Read ones are kept for history but not listed.
 */
export const userNotifications = pgTable(
  "user_notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().notNull(),
    ...notificationColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("user_notifications_unread_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.readAt} is null`),
  ],
);
