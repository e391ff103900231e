import { z } from "zod";

// Links and icons come from content and from local storage (which a visitor can edit): only site paths and
// https URLs, never `javascript:` or protocol-relative ones.
const safeUrl = z
  .string()
  .min(1)
  .max(500)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/.test(value), "URL no permitida");

/** A top-bar notification (SPEC 3, Notification); `id` is set for those that come from the server. */
export const NotificationItemSchema = z.object({
  id: z.string().min(1).max(80).optional(),
  iconSrcPath: safeUrl,
  title: z.string().min(1).max(120),
  description: z.string().max(500),
  hint: z.string().max(120),
  url: safeUrl,
});

export type NotificationItem = z.infer<typeof NotificationItemSchema>;

/** Ids given by the server: announcements `a:<uuid>`, the signed-in user's own `u:<uuid>`. */
export const ANNOUNCEMENT_PREFIX = "a:";
export const USER_NOTIFICATION_PREFIX = "u:";

/** POST /api/v1/notifications/:id/read */
export const NotificationIdParamsSchema = z.object({ id: z.uuid() }).strict();
