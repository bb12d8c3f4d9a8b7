// A minimal iCalendar (RFC 5545) writer for all-day events, shared by the children's vaccination
// feed (lib/vaccinations/calendar-feed.ts) and the fertiliser plan's application windows
// (lib/soil/plan/plan-calendar.ts): CRLF line endings, content lines folded at 75 octets (never
// inside a UTF-8 character), TEXT values escaped (3.3.11).

export interface AllDayEvent {
  /** Globally unique and stable across refreshes, so calendars update instead of duplicating. */
  uid: string;
  /** YYYY-MM-DD, the first day. */
  date: string;
  /** YYYY-MM-DD, the last day (inclusive) of a window of several days; absent: one day. */
  lastDate?: string;
  summary: string;
  description?: string;
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds one content line into pieces of at most 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // the leading space of a continuation counts
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

const basicDate = (isoDay: string) => isoDay.replace(/-/g, "");

function nextDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** UTC date-time in the basic format, e.g. 20261124T193000Z. */
function stamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** The product part of PRODID: which of our calendars this is. */
export type CalendarKind = "Vaccinations" | "Fertiliser plan";

export function buildCalendar(name: string, events: readonly AllDayEvent[], now: Date = new Date(), kind: CalendarKind = "Vaccinations"): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Oila va Dala//${kind}//UZ`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      // DTEND of an all-day event is exclusive: the day after the last day (RFC 5545 3.6.1).
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.lastDate ?? event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
