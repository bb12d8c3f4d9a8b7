// What a calendar feed may say about the child (docs/vaccinations.md, "What the feed carries").
// Calendar services fetch and keep subscribed feeds, so the feed holds only what a reminder
// needs: the child's first name or initials (the parent's choice), no internal id, and only the
// doses that need attention soon.
import { z } from "zod";

export const NAME_STYLES = ["first_name", "initials"] as const;
export type NameStyle = (typeof NAME_STYLES)[number];

export const nameStyleSchema = z
  .enum(NAME_STYLES)
  .describe("How the feed names the child in the calendar's name and every event: first_name (\"Zarina\") or initials (\"Z.K.\").");

/** Doses due within this many days of today are in the feed; overdue ones always are. */
export const FEED_WINDOW_DAYS = 90;

const LETTER = /(?!\p{Lm})\p{L}/u;

/** The child as the feed names it: the first word of the stored name, or every word's initial. */
export function feedName(name: string, style: NameStyle): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (style === "first_name") return words[0] ?? "";
  // The first letter of each word: the Uzbek ʻ and ʼ are modifier letters (Lm), not initials.
  return words.map((word) => `${(Array.from(word).find((c) => LETTER.test(c)) ?? Array.from(word)[0]).toLocaleUpperCase()}.`).join("");
}
