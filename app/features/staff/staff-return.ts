/** A `volver` target inside the back office only (no open redirect): a /gestion path, else null. */
export function safeStaffReturn(value: string | null): string | null {
  if (!value || !/^\/gestion(\/[\w/.-]*)?(\?[\w=&%.-]*)?$/.test(value)) return null;
  return value;
}
