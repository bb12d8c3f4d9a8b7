// Property: whatever unit, area basis, word order, number format and language a dose is written
// in, no dose above the nutrient caps reaches the farmer through sanitizeAnswer (litres and
// written NPK grades: doses-products.property.test.ts). The test has its own conversion table
// (written from the fertiliser labels and docs/soil-rules.md 9), and reads the number back from
// the sanitised text itself.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeAnswer } from "./sanitize";
import { answerWithSentence } from "@/tests/helpers/soil";

type Nutrient = "N" | "P" | "K";
const CAPS: Record<Nutrient, number> = { N: 250, P: 150, K: 150 };

const SUBJECTS: { uz: string; ru: string; content: Partial<Record<Nutrient, number>> }[] = [
  { uz: "karbamid", ru: "мочевины", content: { N: 0.46 } },
  { uz: "karbamid", ru: "карбамида", content: { N: 0.46 } },
  { uz: "ammiakli selitra", ru: "аммиачной селитры", content: { N: 0.34 } },
  { uz: "ammofos", ru: "аммофоса", content: { N: 0.12, P: 0.52 } },
  { uz: "superfosfat", ru: "суперфосфата", content: { P: 0.2 } },
  { uz: "kaliy xlorid", ru: "хлористого калия", content: { K: 0.6 } },
  { uz: "ammoniy sulfat", ru: "сульфата аммония", content: { N: 0.21 } },
  { uz: "nitroammofoska", ru: "нитроаммофоски", content: { N: 0.16, P: 0.16, K: 0.16 } },
  { uz: "azofoska", ru: "азофоски", content: { N: 0.16, P: 0.16, K: 0.16 } },
  { uz: "nitrofos", ru: "нитрофоса", content: { N: 0.24, P: 0.23 } },
  { uz: "NPK 16:16:16", ru: "нитроаммофоски 16-16-16", content: { N: 0.16, P: 0.16, K: 0.16 } },
  { uz: "azot", ru: "азота", content: { N: 1 } },
  { uz: "fosfor (P2O5)", ru: "фосфора", content: { P: 1 } },
  { uz: "kaliy (K2O)", ru: "калия", content: { K: 1 } },
];

// kg per unit written.
const UNITS: Record<"uz" | "ru", [string, number][]> = {
  uz: [["kg", 1], ["g", 0.001], ["t", 1000], ["tonna", 1000], ["sentner", 100]],
  ru: [["кг", 1], ["г", 0.001], ["т", 1000], ["ц", 100]],
};

// Templates around the amount "{a}" (number + unit); the value is per `perHa` of the written
// amount: kg/ha = written kg × perHa.
const AREAS: Record<"uz" | "ru", [string, number][]> = {
  uz: [
    ["{s} {a}/ga soling.", 1],
    ["Gektariga {a} {s} soling.", 1],
    ["1 gektarga {a} {s} bering.", 1],
    ["{s}ni gektariga {a} hisobida soling.", 1],
    ["Har sotixga {a} {s} soling.", 100],
    ["{s} {a}/sotix bering.", 100],
    ["1 m2 ga {a} {s} soling.", 10_000],
    ["{s} {a}/m2 bering.", 10_000],
    ["G'o'zaning har tupiga {a} {s} bering.", 120_000],
  ],
  ru: [
    ["Внесите {s} {a}/га.", 1],
    ["На гектар {a} {s}.", 1],
    ["На 1 га {a} {s}.", 1],
    ["{a} {s} на сотку.", 100],
    ["На 1 м² {a} {s}.", 10_000],
    ["Внесите {s} {a}/м².", 10_000],
    ["На каждый куст хлопчатника {a} {s}.", 120_000],
  ],
};

/** A positive number written as people write it, with the value it means. */
const writtenNumber = fc.oneof(
  fc.integer({ min: 1, max: 999_999 }).map((n) => ({ text: String(n), value: n })),
  fc.integer({ min: 1000, max: 999_999 }).map((n) => ({ text: n.toLocaleString("en-US").replace(/,/g, " "), value: n })),
  fc.integer({ min: 1000, max: 999_999 }).map((n) => ({ text: n.toLocaleString("en-US"), value: n })),
  fc.integer({ min: 1, max: 99_999 }).map((n) => ({ text: `${Math.floor(n / 10)},${n % 10}`, value: n / 10 })),
  fc.integer({ min: 1, max: 99_999 }).map((n) => ({ text: `${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}`, value: n / 100 })),
  fc.tuple(fc.integer({ min: 1, max: 300 }), fc.constantFrom("ming", "тыс.")).map(([n, word]) => ({ text: `${n} ${word}`, value: n * 1000 })),
);

const dose = fc.constantFrom("uz" as const, "ru" as const).chain((lang) =>
  fc.record({
    lang: fc.constant(lang),
    subject: fc.constantFrom(...SUBJECTS),
    unit: fc.constantFrom(...UNITS[lang]),
    area: fc.constantFrom(...AREAS[lang]),
    number: writtenNumber,
  }),
);

let loweredSeen = 0;

/** Reads the amount back out of a sanitised text, or null when the sentence is gone. */
function readBack(output: string, before: string, after: string, written: { text: string; value: number }): number | null {
  if (!output.startsWith(before) || !output.endsWith(after)) return null;
  const middle = output.slice(before.length, output.length - after.length);
  // A number written with a decimal point comes back with the Uzbek and Russian decimal comma.
  if (middle === written.text || middle === written.text.replace(".", ",")) return written.value;
  expect(middle, `a clamped number is written plainly, with a decimal comma: ${output}`).toMatch(/^\d+(?:,\d+)?$/);
  loweredSeen++;
  return Number(middle.replace(",", "."));
}

describe("no dose above the caps reaches the farmer", () => {
  it("in any unit, area, order, number format and language", () => {
    fc.assert(
      fc.property(dose, ({ lang, subject, unit, area, number }) => {
        const [template, perHa] = area;
        const name = lang === "uz" ? subject.uz : subject.ru;
        const filled = template.replace("{s}", name).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
        const [before, after] = filled.split("{a}").map((part, i) => (i === 0 ? part : ` ${unit[0]}${part}`));
        const sentence = `${before}${number.text}${after}`;
        const result = sanitizeAnswer(answerWithSentence(sentence), { hasLab: true });
        if (!result.ok) throw new Error(result.reason);
        const texts = [result.answer.summary_for_farmer_uz, ...result.answer.recommended_actions.map((a) => a.description_uz)];
        for (const text of texts) {
          const value = readBack(text, before, after, number);
          if (value === null) continue; // the sentence or action was removed
          for (const [nutrient, share] of Object.entries(subject.content) as [Nutrient, number][]) {
            const kgHa = value * unit[1] * perHa * share;
            expect(kgHa, `${sentence} -> ${text}`).toBeLessThanOrEqual(CAPS[nutrient] * (1 + 1e-9));
          }
        }
      }),
      { numRuns: 1500 },
    );
    // The property is not passing by hiding everything: many doses were lowered and kept.
    expect(loweredSeen).toBeGreaterThan(300);
  });
});
