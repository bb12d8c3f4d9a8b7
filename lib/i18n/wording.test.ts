// The faults a careful reader found in the Uzbek and Russian pages, as rules over every text
// bundle, so none comes back: English left under uz or ru, a number and its unit that may break
// across lines, straight quotes, a hyphen for a range, an Uzbek year without its hyphen, a Russian
// noun after a count that is not chosen by the count, a common noun capitalised mid-sentence,
// and a page that writes a measure without formatMeasure(). docs/glossary.md, "Numbers and dates".
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@/lib/i18n/account";
import { ACTIVITY_HISTORY_MESSAGES } from "@/lib/i18n/activity-history";
import { PLAN_MESSAGES } from "@/lib/i18n/farmers-plan";
import { REPORT_MESSAGES } from "@/lib/i18n/farmers-report";
import { FARMERS } from "@/lib/i18n/farmers";
import { MESSAGES } from "@/lib/i18n/messages";
import { OFFLINE_MESSAGES } from "@/lib/i18n/offline";
import { OWNERSHIP_MESSAGES } from "@/lib/i18n/ownership";
import { PARENTS } from "@/lib/i18n/parents";
import { PRIVACY_MESSAGES } from "@/lib/i18n/privacy";
import { SHARED_MESSAGES } from "@/lib/i18n/shared";
import { SUMMARY_MESSAGES } from "@/lib/i18n/summary";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import { MILESTONE_PAGE } from "@/lib/milestones/page-messages";
import { VACCINES } from "@/lib/vaccinations/names";
import { countText, type Counted } from "@/lib/i18n/plural";
import type { Locale } from "@/lib/i18n/locale";
import { productTextFiles } from "@/tests/helpers/text-files";

const byLocale = (locale: Locale) => Object.fromEntries(Object.entries(VACCINES).map(([key, names]) => [key, names[locale]]));

const BUNDLES: Record<string, Record<Locale, unknown>> = {
  ACCOUNT_MESSAGES,
  ACTIVITY_HISTORY_MESSAGES,
  PLAN_MESSAGES,
  REPORT_MESSAGES,
  FARMERS,
  MESSAGES,
  OFFLINE_MESSAGES,
  OWNERSHIP_MESSAGES,
  PARENTS,
  PRIVACY_MESSAGES,
  SHARED_MESSAGES,
  SUMMARY_MESSAGES,
  VACCINATION_MESSAGES,
  MILESTONE_PAGE,
  // The vaccine names, turned into one bundle per language.
  VACCINES: { uz: byLocale("uz"), ru: byLocale("ru"), en: byLocale("en") },
};

/** Every text of one language: path -> text (a counted phrase gives one text per form). */
function texts(locale: Locale): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") out.set(path, value);
    else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
  };
  for (const [name, bundle] of Object.entries(BUNDLES)) walk(bundle[locale], name);
  return out;
}

const ALL = { uz: texts("uz"), ru: texts("ru"), en: texts("en") };
const found = (locale: Locale, rule: (text: string) => boolean) => [...ALL[locale]].filter(([, text]) => rule(text)).map(([path, text]) => `${path}: ${text}`);

// Units and measures of the product's texts, in the three languages.
const UNITS =
  "kg/ga|kg/ha|кг/га|mg/kg|мг/кг|dS/m|дСм/м|kg|g|sm|mm|m³|m|ga|t|%|so'm|sotix|qop|kun|hafta|oylik|oy|yil|yosh|daqiqa|soniya|soat|" +
  "кг|г|см|мм|м³|м|га|т|сум|сотка|сотки|соток|меш\\.|дн\\.|нед\\.|мес\\.|лет|года|год|дней|дня|день|недель|недели|месяцев|месяца|месяц|мин|с|ч|" +
  "cm|ha|sum|days|day|weeks|week|months|month|years|year|minutes|minute|min|s";
/** A figure or a placeholder, a breakable space, a unit. */
const BREAKABLE_MEASURE = new RegExp(`(?:\\d|\\})[ \\t](?:${UNITS})(?=$|[\\s.,;:)!?/"'»])`, "u");

// Russian nouns whose form follows the count before them; a placeholder before one must be a
// counted phrase (lib/i18n/plural.ts). Abbreviations ("мес.", "нед.", "мин") do not change.
const RUSSIAN_COUNTED_NOUN = /\{(?!year\})\w+\}[\s\u00a0](?:доз[аыу]?|сотк[аи]|соток|месяц(?:а|ев)?|недел[иь]|недель|дн(?:я|ей)|день|лет|год(?:а)?|измерени[йея]|приём(?:а|ов)?|мешк(?:а|ов)|минут[ау]?)(?=$|[\s.,;:)!?»])/u;

// uz or ru texts that are the English one on purpose: the brand, formulas, units, placeholders.
const SAME_AS_ENGLISH = new Set(["Oila va Dala", "Oila Dala", "INTERGROWTH-21st", "pH", "kg", "mg/kg", "dS/m", "so'm", "sotix", "{n}\u00a0sotix", "Rotavirus"]);
/** Whether a text has a word (three letters or more) besides its placeholders: "N 46 %" and "pH {ph}" have none. */
const hasWord = (text: string) => /\p{L}{3,}/u.test(text.replace(/\{\w+\}/g, ""));

describe("the Uzbek and Russian texts", () => {
  it("leave no English text untranslated (only the brand, formulas and units may match)", () => {
    for (const locale of ["uz", "ru"] as const) {
      const same = [...ALL[locale]].filter(([path, text]) => ALL.en.get(path) === text && hasWord(text) && !SAME_AS_ENGLISH.has(text));
      expect(same, locale).toEqual([]);
    }
    // Common English words inside an Uzbek or Russian text.
    const english = /\b(?:the|and|your|please|with|error|loading|save|cancel|click)\b(?!')/i;
    expect([...found("uz", (t) => english.test(t)), ...found("ru", (t) => english.test(t))]).toEqual([]);
  });

  it("quote with « » and write ranges with an en dash", () => {
    for (const locale of ["uz", "ru"] as const) expect(found(locale, (t) => t.includes('"')), locale).toEqual([]);
    for (const locale of ["uz", "ru", "en"] as const) expect(found(locale, (t) => /(?:\d|\})-(?:\d|\{)/.test(t)), locale).toEqual([]);
  });

  it("write an Uzbek year in figures with its hyphen (2019-yil)", () => {
    expect(found("uz", (t) => /(?:\b\d{4}|\{year\}) yil/.test(t))).toEqual([]);
  });

  it("never capitalise a common noun in mid-sentence (Russian 'доза 2' after a comma)", () => {
    const capital = /[\p{Ll},;:] (?:Доза|Доз[ыу]|Прививк\p{L}*|Вакцин\p{L}*|Этап\p{L}*|Шаг|Вопрос|Фото|Doza|Emlash\p{L}*|Qadam)\b/u;
    expect([...found("uz", (t) => capital.test(t)), ...found("ru", (t) => capital.test(t))]).toEqual([]);
    // The dose number follows the vaccine's name and a comma on every page (doseTitle, the next-dose note, the summary).
    for (const locale of ["uz", "ru", "en"] as const) expect(VACCINATION_MESSAGES[locale].doseNumber).toMatch(/^[\p{Ll}{]/u);
  });
});

describe("numbers and units", () => {
  it("finds a breakable measure, and only one", () => {
    for (const bad of ["104,5 sm", "{n} kg", "до {max} га (", "N 46 %", "{n} daqiqa"]) expect(bad).toMatch(BREAKABLE_MEASURE);
    for (const good of ["104,5\u00a0sm", "{n}\u00a0kg", "Bola qo'shish", "2 yoshgacha", "{n}-qadam", "Шаг {n} из {total}"]) expect(good).not.toMatch(BREAKABLE_MEASURE);
  });

  it("join every number or placeholder to its unit with a no-break space in every bundle", () => {
    for (const locale of ["uz", "ru", "en"] as const) expect(found(locale, (t) => BREAKABLE_MEASURE.test(t)), locale).toEqual([]);
  });

  it("reach the page through formatMeasure(), never a number, a space and a unit in the markup", () => {
    // formatNumber(...) closed, then a plain space and a unit: a value, a letter or a percent sign
    // (not the next attribute of a JSX element: `before={formatNumber(a)} after={...}`).
    const loose = /formatNumber\((?:[^()]|\([^()]*\))*\)\}? (?:\$?\{|[\p{L}%](?![\w-]*=))/u;
    expect("{formatNumber(value, locale, 2)} {unit}").toMatch(loose);
    expect("`${formatNumber(field.area, locale, 2)} ${t.hectares}`").toMatch(loose);
    expect("{formatNumber(x, locale)} · {t.nitrogen}").not.toMatch(loose);
    expect("before={formatNumber(a, locale)} after={formatNumber(b, locale)}").not.toMatch(loose);
    const files = productTextFiles().filter((file) => /\.tsx?$/.test(file) && !file.startsWith("lib/i18n/format"));
    expect(files.length).toBeGreaterThan(200);
    const offenders = files.filter((file) => loose.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("counted phrases", () => {
  const counted = (locale: Locale) => [...ALL[locale]].filter(([path]) => /\.(?:one|few|many|other)$/.test(path));

  it("leave no Russian noun after a placeholder to chance: a counted phrase chooses it", () => {
    const plain = [...ALL.ru].filter(([path]) => !/\.(?:one|few|many|two|zero|other)$/.test(path));
    expect(plain.filter(([, text]) => RUSSIAN_COUNTED_NOUN.test(text)).map(([path, text]) => `${path}: ${text}`)).toEqual([]);
    expect("отметим {n} прошедших доз").not.toMatch(RUSSIAN_COUNTED_NOUN);
    expect("({sotix} соток)").toMatch(RUSSIAN_COUNTED_NOUN);
  });

  it("give Russian the one, few and many forms wherever a form depends on the count", () => {
    const forms = new Map<string, Set<string>>();
    for (const [path] of counted("ru")) {
      const base = path.replace(/\.\w+$/, "");
      forms.set(base, new Set([...(forms.get(base) ?? []), path.slice(base.length + 1)]));
    }
    expect(forms.size).toBeGreaterThanOrEqual(8);
    // A phrase whose Russian is the same for every count (a label and a colon) has `other` only.
    const varying = [...forms].filter(([, set]) => set.size > 1);
    for (const [base, set] of varying) expect([...set].sort(), base).toEqual(expect.arrayContaining(["one", "other"]));
    for (const [base, set] of varying.filter(([, s]) => s.has("few"))) expect(set.has("many"), base).toBe(true);
  });

  it("choose the Russian form by the count as the language does, for any count", () => {
    const sotix = PLAN_MESSAGES.ru.sotixCount;
    const table: Array<[number, string]> = [[1, "сотка"], [2, "сотки"], [4, "сотки"], [5, "соток"], [11, "соток"], [12, "соток"], [21, "сотка"], [22, "сотки"], [25, "соток"], [101, "сотка"], [111, "соток"]];
    for (const [n, word] of table) expect(countText(sotix, n, "ru")).toBe(`${n}\u00a0${word}`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        const text = countText(sotix, n, "ru");
        const [mod10, mod100] = [n % 10, n % 100];
        const expected = mod10 === 1 && mod100 !== 11 ? "сотка" : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "сотки" : "соток";
        return text.endsWith(`\u00a0${expected}`);
      }),
    );
  });

  it("leave Uzbek nouns as they are after any count, and fill every placeholder", () => {
    const phrases: Counted[] = [PLAN_MESSAGES.uz.sotixCount, VACCINATION_MESSAGES.uz.firstVisitText, SUMMARY_MESSAGES.uz.latestOnly];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(...phrases), (n, phrase) => {
        const text = countText(phrase, n, "uz", { total: n + 1 });
        return text === countText(phrase, 5, "uz", { total: n + 1 }).replace(/(?<!\d)5(?!\d)/, new Intl.NumberFormat("en-US").format(n).replace(/,/g, "\u00a0")) && !/\{\w+\}/.test(text);
      }),
    );
  });

  it("reads well at the counts the pages show", () => {
    expect(countText(VACCINATION_MESSAGES.ru.firstVisitText, 1, "ru")).toContain("отметим 1 прошедшую дозу как сделанную в срок");
    expect(countText(VACCINATION_MESSAGES.ru.firstVisitText, 3, "ru")).toContain("отметим 3 прошедшие дозы как сделанные");
    expect(countText(VACCINATION_MESSAGES.ru.firstVisitText, 14, "ru")).toContain("отметим 14 прошедших доз");
    expect(countText(VACCINATION_MESSAGES.ru.progress, 21, "ru", { of: 21, done: 20 })).toBe("Из 21 дозы, которую уже пора было сделать, отмечено 20.");
    expect(countText(VACCINATION_MESSAGES.en.catchUpShort, 1, "en")).toBe("1 past dose is not marked: ask the clinic.");
    expect(countText(MILESTONE_PAGE.ru.whoWindow, 9.2, "ru", { from: "3,8", to: "9,2" })).toBe("По данным ВОЗ обычно в 3,8–9,2\u00a0месяца.");
    expect(countText(MILESTONE_PAGE.ru.whoWindow, 6, "ru", { from: "4", to: "6" })).toBe("По данным ВОЗ обычно в 4–6\u00a0месяцев.");
    expect(countText(PLAN_MESSAGES.ru.floodsCount, 3, "ru", { n: "2–3" })).toBe("в 2–3 приёма");
    expect(countText(PRIVACY_MESSAGES.ru.retentionDays, 30, "ru")).toBe("30\u00a0дней");
  });
});
