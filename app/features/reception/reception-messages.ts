/** What a tablet says when its store has no PIN: nothing meant for the system administrator (no zod here: the
 * kiosk's sign-in imports it). */
export const NOT_CONFIGURED_MESSAGE = "Acércate a recepción.";
