// zod/mini: these schemas are read by the top bar on every page, so they stay out of the full zod build.
import * as z from "zod/mini";

// Links and icons come from content and from local storage (which a visitor can edit): only site paths and
// https URLs, never `javascript:` or protocol-relative ones.
const safeUrl = z.string().check(
  z.minLength(1),
  z.maxLength(500),
  z.refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/.test(value), "URL no permitida"),
);

const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** A top-bar notification (SPEC 3, Notification); `id` is set for those that come from the server. */
export const NotificationItemSchema = z.object({
  id: z.optional(text(1, 80)),
  iconSrcPath: safeUrl,
  title: text(1, 120),
  description: text(0, 500),
  hint: text(0, 120),
  url: safeUrl,
});

export type NotificationItem = z.infer<typeof NotificationItemSchema>;

/** Ids given by the server: announcements `a:<uuid>`, the signed-in user's own `u:<uuid>`. */
export const ANNOUNCEMENT_PREFIX = "a:";
export const USER_NOTIFICATION_PREFIX = "u:";

/** POST /api/v1/notifications/:id/read */
export const NotificationIdParamsSchema = z.strictObject({
  id: z.uuid({ error: "Identificador de notificación no válido" }),
});
