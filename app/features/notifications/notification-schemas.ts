// Checked by hand: the top bar reads these on every page, where zod would add its weight.
import { isRecord, isText, type CheckResult } from "#app/utils/shell-checks.ts";

// Links and icons come from content and from local storage (which a visitor can edit): only site paths and
// https URLs, never `javascript:` or protocol-relative ones.
function isSafeUrl(value: unknown): value is string {
  return isText(value, 1, 500) && (/^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/.test(value));
}

/** A top-bar notification (SPEC 3, Notification); `id` is set for those that come from the server. */
export type NotificationItem = {
  id?: string | undefined;
  iconSrcPath: string;
  title: string;
  description: string;
  hint: string;
  url: string;
};

/** A notification from storage or the API; other keys are dropped (as zod's object did). */
export const NotificationItemSchema = {
  safeParse(value: unknown): CheckResult<NotificationItem> {
    if (!isRecord(value)) return { success: false };
    const { id, iconSrcPath, title, description, hint, url } = value;
    if (id !== undefined && !isText(id, 1, 80)) return { success: false };
    if (!isSafeUrl(iconSrcPath) || !isSafeUrl(url)) return { success: false };
    if (!isText(title, 1, 120) || !isText(description, 0, 500) || !isText(hint, 0, 120)) return { success: false };
    return { success: true, data: { ...(id === undefined ? {} : { id }), iconSrcPath, title, description, hint, url } };
  },
};

/** Ids given by the server: announcements `a:<uuid>`, the signed-in user's own `u:<uuid>`. */
export const ANNOUNCEMENT_PREFIX = "a:";
export const USER_NOTIFICATION_PREFIX = "u:";
