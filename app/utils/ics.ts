/** iCalendar (RFC 5545) text helpers shared by the event and booking calendar files. Pure. */

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = /* @__PURE__ */ new TextEncoder();

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF and one space. Counted in UTF-8 octets and never
 * inside a character, so "ñ" or "á" are never split.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
