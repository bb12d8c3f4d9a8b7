import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "@/lib/calendar/ics";
import { parseCalendar } from "@/lib/calendar/ics-check";

describe("the iCalendar writer (RFC 5545)", () => {
  it("writes CRLF lines of at most 75 octets, folds without splitting a UTF-8 character, and round-trips escaped text", () => {
    const summary = "Малика; o'g'il, \\ bola\nikkinchi qator — ".repeat(6);
    const text = buildCalendar("Zarina: emlashlar", [{ uid: "a@x", date: "2025-03-15", summary, description: "Poliklinika, birinchi" }], new Date("2026-11-24T19:30:00Z"));
    const { calendar, events } = parseCalendar(text);
    expect(calendar.VERSION).toBe("2.0");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      UID: "a@x",
      DTSTAMP: "20261124T193000Z",
      "DTSTART;VALUE=DATE": "20250315",
      "DTEND;VALUE=DATE": "20250316",
      SUMMARY: summary,
      DESCRIPTION: "Poliklinika, birinchi",
    });
  });

  it("writes a window of several days with an exclusive DTEND (the day after the last day), and names the calendar's kind", () => {
    const text = buildCalendar("Reja", [{ uid: "w@x", date: "2027-02-20", lastDate: "2027-03-15", summary: "Tuplanish" }], new Date("2026-11-24T19:30:00Z"), "Fertiliser plan");
    const { calendar, events } = parseCalendar(text);
    expect(calendar.PRODID).toBe("-//Oila va Dala//Fertiliser plan//UZ");
    expect(events[0]).toMatchObject({ "DTSTART;VALUE=DATE": "20270220", "DTEND;VALUE=DATE": "20270316" });
  });

  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds a long line of two-octet letters into pieces of at most 75 octets", () => {
    const folded = foldLine(`SUMMARY:${"я".repeat(100)}`);
    for (const piece of folded.split("\r\n")) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(folded.split("\r\n").slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"я".repeat(100)}`);
  });

  it("the checker refuses bare LF and over-long lines (so it can catch a broken writer)", () => {
    expect(() => parseCalendar("BEGIN:VCALENDAR\nVERSION:2.0\r\nEND:VCALENDAR\r\n")).toThrow();
    expect(() => parseCalendar(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:${"x".repeat(80)}\r\nEND:VCALENDAR\r\n`)).toThrow();
  });
});
