/**
 * A minimal RFC 5545 reader for tests: unfolds lines, counts the calendars and answers each VEVENT's properties
 * (TEXT values unescaped).
 */
export function readIcs(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line
        .slice(colon + 1)
        .replace(/\\n/g, "\n")
        .replace(/\\([,;\\])/g, "$1");
    }
  }
  return { lines, calendars: lines.filter((line) => line === "BEGIN:VCALENDAR").length, events };
}
