// A small reader of the iCalendar format our feed uses, for tests: it refuses what RFC 5545
// refuses (bare LF, lines over 75 octets, unbalanced BEGIN/END, events without UID, DTSTAMP or
// DTSTART) and unfolds and unescapes the rest.
export interface ParsedEvent {
  [property: string]: string;
}

export function unescapeText(text: string): string {
  return text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

export function parseCalendar(text: string): { calendar: Record<string, string>; events: ParsedEvent[] } {
  if (!text.endsWith("\r\n")) throw new Error("must end with CRLF");
  if (/(^|[^\r])\n/.test(text)) throw new Error("bare LF line ending");
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    if (new TextEncoder().encode(line).length > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const stack: string[] = [];
  const calendar: Record<string, string> = {};
  const events: ParsedEvent[] = [];
  let event: ParsedEvent | null = null;
  for (const line of logical) {
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`not a content line: ${line}`);
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") event = {};
    } else if (name === "END") {
      if (stack.pop() !== value) throw new Error(`unbalanced END:${value}`);
      if (value === "VEVENT" && event) {
        for (const required of ["UID", "DTSTAMP", "DTSTART;VALUE=DATE"]) if (!(required in event)) throw new Error(`event without ${required}`);
        events.push(event);
        event = null;
      }
    } else if (event) event[name] = name === "SUMMARY" || name === "DESCRIPTION" ? unescapeText(value) : value;
    else calendar[name] = value;
  }
  if (stack.length > 0) throw new Error("unclosed component");
  if (calendar.VERSION !== "2.0" || !calendar.PRODID) throw new Error("VERSION and PRODID are required");
  return { calendar, events };
}
