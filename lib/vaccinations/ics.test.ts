import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "@/lib/vaccinations/ics";
import { parseCalendar } from "@/lib/vaccinations/ics-check";
import { nextMilestoneCheck } from "@/lib/vaccinations/milestone-checks";

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

describe("the next milestone check (CDC/AAP ages)", () => {
  it("is the first check age on or after today by real age for a term baby", () => {
    expect(nextMilestoneCheck("2025-01-15", 39, "2025-03-16")).toEqual({ months: 4, date: "2025-05-15" });
    expect(nextMilestoneCheck("2025-01-15", null, "2025-03-15")).toEqual({ months: 2, date: "2025-03-15" });
    expect(nextMilestoneCheck("2019-01-15", null, "2025-01-16")).toBeNull();
  });

  it("counts from the due date for a baby born at 30 weeks (10 weeks early) while under 24 months", () => {
    // Due date 2025-03-26: the 2-month check on 2025-05-26, not 2025-03-15.
    expect(nextMilestoneCheck("2025-01-15", 30, "2025-03-16")).toEqual({ months: 2, date: "2025-05-26" });
    // The 24-month check falls after 24 months of real age: real age again.
    expect(nextMilestoneCheck("2025-01-15", 30, "2026-12-01")).toEqual({ months: 24, date: "2027-01-15" });
  });
});
