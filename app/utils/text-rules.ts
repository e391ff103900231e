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

/** What a field holding a control character is told, in a form and from the API. */
export const CONTROL_CHARS_MESSAGE = "Contiene caracteres no permitidos.";

/** No form nests deeper than a few levels; a body deeper than this is refused before anything walks it. */
export const MAX_BODY_DEPTH = 32;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Every string of a parsed body (objects and arrays) that holds a control character, by its path, and whether the
 * body nests deeper than MAX_BODY_DEPTH (then the walk stops). Iterative: a hostile body of thousands of levels
 * must not overflow the stack.
 */
export function inspectBody(body: unknown): { controlCharPaths: string[]; tooDeep: boolean } {
  const found: string[] = [];
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === "string") {
      if (hasControlChars(value)) found.push(path.join("."));
      continue;
    }
    // Parsed JSON only: plain objects and arrays. A stream or buffer (a page's form post) is not walked.
    if (!Array.isArray(value) && !isPlainObject(value)) continue;
    if (path.length >= MAX_BODY_DEPTH) return { controlCharPaths: found, tooDeep: true };
    const entries: Array<[string, unknown]> = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index] as [string, unknown];
      // A key is text a client chose too.
      if (hasControlChars(key)) found.push([...path, key].join("."));
      else stack.push({ value: item, path: [...path, key] });
    }
  }
  return { controlCharPaths: found, tooDeep: false };
}

/**
 * The e-mail rule of every form (sign-up, pre-registration, newsletter, complaints): ASCII local part and domain,
 * a top-level domain of two or more letters. No spaces, quotes, angle brackets or control characters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
