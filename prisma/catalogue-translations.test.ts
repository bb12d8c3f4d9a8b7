// The Russian and English catalogue (prisma/catalogue/translations): every activity and
// category has both, each shaped exactly like its Uzbek original, so that a game keeps its
// values and answers and can be scored in every language.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "@/lib/activities/catalogue";
import { activityContentSchema, type ActivityContent } from "@/lib/activities/content-schema";
import { applyTranslation, TRANSLATED_LOCALES, translationProblems, type ActivityText } from "@/lib/activities/translations";

const dir = path.join(process.cwd(), "prisma/catalogue");
const catalogue = loadCatalogue(dir);
const uzbekText = (slug: string): ActivityText => {
  const a = catalogue.activities.find((activity) => activity.slug === slug)!;
  return { title: a.title, description: a.description, skill: a.skill, content: a.content };
};

/** Every piece of text a reader sees, in order. */
function words(text: ActivityText): string[] {
  const { content } = text;
  const own = "steps" in content
    ? [...content.steps, ...(content.checklist ?? [])]
    : content.rounds.flatMap((r) => [r.question, ...r.options.map((o) => o.label), ...(r.hint ? [r.hint] : [])]);
  return [text.title, text.description, text.skill, ...own];
}

/** The content with every word blanked: what must be equal in every language. */
function shape(content: ActivityContent): unknown {
  if ("steps" in content) {
    return { ...content, audio: undefined, steps: content.steps.length, checklist: content.checklist?.length };
  }
  return {
    ...content,
    rounds: content.rounds.map((r) => ({ ...r, question: "", hint: r.hint && "", options: r.options.map((o) => ({ ...o, label: "" })) })),
  };
}

describe.each(TRANSLATED_LOCALES)("the %s catalogue", (locale) => {
  it("translates every category", () => {
    for (const category of catalogue.categories) {
      expect(catalogue.translations.categories[category.slug]?.[locale]?.title, category.slug).toBeTruthy();
    }
  });

  it("translates every activity with exactly the Uzbek shape, values and answers", () => {
    for (const activity of catalogue.activities) {
      const translation = catalogue.translations.activities[activity.slug]?.[locale];
      expect(translation, `${activity.slug} has no ${locale} translation`).toBeDefined();
      expect(translationProblems(activity.content, translation!), activity.slug).toEqual([]);
      const translated = applyTranslation(uzbekText(activity.slug), translation)!;
      expect(activityContentSchema.safeParse(translated.content).success, activity.slug).toBe(true);
      expect(shape(translated.content), activity.slug).toEqual(shape(activity.content));
      if ("rounds" in translated.content) {
        // Checkable: the answer is still the value of exactly one option, the same one.
        translated.content.rounds.forEach((round, i) => {
          const original = (activity.content as { rounds: typeof round[] }).rounds[i];
          const right = round.options.findIndex((o) => o.value === round.answer);
          expect(right, `${activity.slug} round ${i}`).toBe(original.options.findIndex((o) => o.value === original.answer));
          expect(new Set(round.options.map((o) => o.label)).size, `${activity.slug} round ${i}: labels`).toBe(round.options.length);
        });
      }
    }
  });

  it("is written in the language itself", () => {
    const cyrillic = /[\u0400-\u04FF]/;
    for (const activity of catalogue.activities) {
      const translation = catalogue.translations.activities[activity.slug]?.[locale];
      if (!translation) continue; // reported above
      const text = words(applyTranslation(uzbekText(activity.slug), translation)!);
      // Titles and sentences differ from the Uzbek; labels may not ("3", "Ha" is not allowed).
      expect(text[0], activity.slug).not.toBe(activity.title);
      expect(text[1], activity.slug).not.toBe(activity.description);
      for (const line of [text[0], text[1], text[2]]) {
        if (locale === "ru") expect(line, activity.slug).toMatch(cyrillic);
        else expect(line, activity.slug).not.toMatch(cyrillic);
      }
      // Uzbek letters o', g' and the Uzbek "va" (and) do not belong in a translation.
      for (const line of text) expect(line, activity.slug).not.toMatch(/\b(?:[oOgG]'|va\b)/);
    }
  });
});

describe("translation loader", () => {
  const harakat = catalogue.activities.find((a) => a.type === "instructional" && a.category === "harakat")!;

  it("refuses a translation whose shape differs from the Uzbek, naming the file and the activity", () => {
    const copy = mkdtempSync(path.join(tmpdir(), "catalogue-"));
    try {
      cpSync(dir, copy, { recursive: true });
      const file = path.join(copy, "translations/ru/harakat.json");
      const texts = JSON.parse(readFileSync(file, "utf8"));
      texts[harakat.slug].steps.pop();
      texts["harakat-no-such-activity"] = texts[harakat.slug];
      writeFileSync(file, JSON.stringify(texts));
      expect(() => loadCatalogue(copy)).toThrow(new RegExp(`${harakat.slug}: steps: \\d instead of \\d`));
      expect(() => loadCatalogue(copy)).toThrow(/"harakat-no-such-activity" is no activity of this category/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("falls back to the whole Uzbek text when a stored translation no longer fits", () => {
    const translation = catalogue.translations.activities[harakat.slug]!.ru!;
    const stale = { ...translation, steps: translation.steps!.slice(1) };
    expect(applyTranslation(uzbekText(harakat.slug), stale)).toBeNull();
    expect(applyTranslation(uzbekText(harakat.slug), undefined)).toBeNull();
  });

  it("drops the Uzbek voice instruction from translated content", () => {
    const voiced = catalogue.activities.find((a) => "audio" in a.content && a.content.audio)!;
    const translated = applyTranslation(uzbekText(voiced.slug), catalogue.translations.activities[voiced.slug]?.en);
    expect(translated?.content).toBeDefined();
    expect("audio" in translated!.content).toBe(false);
  });
});
