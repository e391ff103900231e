/**
 * Text rules shared by every schema. PostgreSQL rejects NUL in text, and no field a person types legitimately holds
 * C0/C1 control characters (tab, line feed and carriage return excepted, for multi-line fields), so free text is
 * refused at the schema with the field's own message instead of failing deeper down.
 */
// eslint-disable-next-line no-control-regex -- the control characters are the point of this pattern
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when `value` holds a control character other than tab, line feed or carriage return. */
export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/** Single-line fields refuse tabs and line breaks too. */
// eslint-disable-next-line no-control-regex -- as above
export const SINGLE_LINE_CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;

export function hasLineControlChars(value: string): boolean {
  return SINGLE_LINE_CONTROL_CHARS.test(value);
}
