import { describe, expect, it } from "vitest";
import raw from "@/lib/milestones/catalogue.json";
import { CHECK_AGES, DOMAINS, WINDOWS, catalogueFileSchema, catalogueIds } from "@/lib/milestones/catalogue";

const CYRILLIC = /[\u0400-\u04ff]/;

describe("milestone catalogue file", () => {
  const file = catalogueFileSchema.parse(raw);
  const items = WINDOWS.flatMap((w) => [...w.milestones, ...w.signs]);

  it("has one window per CDC/AAP check age, in order", () => {
    expect(file.windows.map((w) => w.ageMonths)).toEqual([...CHECK_AGES]);
  });

  it("has unique ids, each prefixed with its window's age", () => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(catalogueIds()).toHaveLength(ids.length);
    for (const item of items) expect(item.id.slice(1, 3)).toBe(String(item.ageMonths).padStart(2, "0"));
  });

  it("covers all four domains and has act-early signs in every window", () => {
    for (const window of WINDOWS) {
      expect(new Set(window.milestones.map((m) => m.domain))).toEqual(new Set(DOMAINS));
      expect(window.signs.length).toBeGreaterThanOrEqual(2);
      expect(window.milestones.length).toBeLessThanOrEqual(6);
    }
  });

  it("has every text in Uzbek (Latin), Russian and English", () => {
    for (const item of items) {
      for (const text of [item.text.uz, item.text.ru, item.text.en]) expect(text.trim().length).toBeGreaterThan(5);
      expect(item.text.uz, item.id).not.toMatch(CYRILLIC);
      expect(item.text.en, item.id).not.toMatch(CYRILLIC);
      expect(item.text.ru, item.id).toMatch(CYRILLIC);
      expect(new Set([item.text.uz, item.text.ru, item.text.en]).size, item.id).toBe(3);
    }
  });

  // An act-early sign asked in the negative ("does not look when you call their name") made
  // "yes" the worrying answer right under milestones where "yes" is good. Every sign is asked
  // the way a milestone is, so "yes" is always the good answer and "no" is the one to flag.
  it("asks every act-early sign so that yes is the good answer", () => {
    const negative = {
      uz: /\p{L}*(maydi|olmaydi|mayapti|may qo.ydi)(?![\p{L}'])|(^|[^\p{L}])(emas|yo'q|umuman)(?![\p{L}'])/iu,
      ru: /(^|[^\p{L}])(не|нет|ни|никак|никогда|совсем)(?!\p{L})/iu,
      en: /\b(not|no|never|cannot|can't|doesn't|don't|won't)\b/i,
    };
    const signs = WINDOWS.flatMap((w) => w.signs);
    expect(signs.length).toBeGreaterThanOrEqual(24);
    for (const sign of signs) {
      for (const locale of ["uz", "ru", "en"] as const) expect(sign.text[locale], `${sign.id} (${locale})`).not.toMatch(negative[locale]);
    }
  });

  it("accepts the words children really use for their parents", () => {
    const uz = (id: string) => items.find((item) => item.id === id)!.text.uz;
    for (const id of ["m12-waves", "m15-words", "m18-three-words"]) {
      for (const word of ["mama", "oyi", "dada", "papa"]) expect(uz(id).toLowerCase(), id).toContain(`"${word}"`);
    }
  });

  it("keeps the WHO MGRS windows consistent with the check age", () => {
    const withWho = WINDOWS.flatMap((w) => w.milestones).filter((m) => m.who);
    expect(withWho.length).toBe(6); // the six WHO gross motor milestones
    for (const m of withWho) {
      expect(m.who!.p1).toBeLessThan(m.who!.p99);
      // The check age is where most children have it: never before the window opens, and
      // not more than a checkup after it closes.
      expect(m.ageMonths).toBeGreaterThan(m.who!.p1);
      expect(m.ageMonths + 2).toBeGreaterThanOrEqual(m.who!.p99);
    }
  });

  it("rejects a file with a missing language or a bad domain", () => {
    const broken = structuredClone(raw) as { windows: Array<{ milestones: Array<Record<string, unknown>> }> };
    (broken.windows[0].milestones[0].text as Record<string, string>).ru = "";
    expect(catalogueFileSchema.safeParse(broken).success).toBe(false);
    const badDomain = structuredClone(raw) as typeof broken;
    badDomain.windows[0].milestones[0].domain = "fine-motor";
    expect(catalogueFileSchema.safeParse(badDomain).success).toBe(false);
  });
});
