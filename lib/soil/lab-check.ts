// Measured values beat the model's guesses (issue 16). With lab values, a model pH more than
// 0.3 from the measured pH and a P/K status other than the Machigin class of the measured value
// are replaced by the lab's; without a measured value P and K statuses are "unknown" whatever
// the model says: mobile phosphorus and exchangeable potassium cannot be seen in a photo or
// felt by hand, only measured (issue 28). docs/soil-rules.md 11.
import type { NutrientStatus } from "./answer-schema";
import { phosphorusClass, potassiumClass, toStatus } from "./rules/lab-classes";
import type { LabResults } from "./submission-schema";

/** What the model had to go on: the submission's lab values and the number of photos. */
export type Evidence = { lab: LabResults | null; photoCount: number };

/** A model pH within this distance of the measured pH is kept (pH units). */
export const PH_TOLERANCE = 0.3;
/** Confidence of a measured pH, as the rules estimator gives it (docs section 5). */
export const LAB_PH_CONFIDENCE = 0.9;

type Profile = { ph: number; phConfidence: number; phosphorus: NutrientStatus; potassium: NutrientStatus };

function nutrient(
  name: "phosphorus" | "potassium",
  status: NutrientStatus,
  measured: number | undefined,
  classify: (mgKg: number) => NutrientStatus,
  flags: Set<string>,
): NutrientStatus {
  if (measured !== undefined) {
    const lab = classify(measured);
    if (status !== lab) flags.add(`${name}_lab_replaced`);
    return lab;
  }
  if (status !== "unknown") {
    flags.add(`${name}_no_basis`);
    return "unknown";
  }
  return status;
}

/** The profile's pH, confidence and P/K statuses brought in line with the evidence. */
export function applyEvidence(profile: Profile, evidence: Evidence, flags: Set<string>): Profile {
  const lab = evidence.lab ?? {};
  let { ph, phConfidence } = profile;
  if (lab.ph !== undefined && Math.abs(ph - lab.ph) > PH_TOLERANCE + 1e-9) {
    flags.add("ph_lab_replaced");
    ph = lab.ph;
    phConfidence = Math.max(phConfidence, LAB_PH_CONFIDENCE);
  }
  return {
    ph,
    phConfidence,
    phosphorus: nutrient("phosphorus", profile.phosphorus, lab.phosphorusMgKg, (v) => toStatus(phosphorusClass(v)), flags),
    potassium: nutrient("potassium", profile.potassium, lab.potassiumMgKg, (v) => toStatus(potassiumClass(v)), flags),
  };
}

// "pH 6.5", "pH = 6,5", "pH qiymati 6.5", "рН 6,5-7", "pH ~6.5": a pH quoted in a text (Latin or
// Cyrillic letters). Numbers outside 3-11 are not read as pH, nor thresholds ("pH 7 dan yuqori",
// "pH 6 dan 7 gacha", "pH 7 и выше", "pH 6.5 or lower"): those are general statements.
const THRESHOLD = "\\s*(?:dan(?![\\p{L}])|gacha|va\\s+(?:undan\\s+)?(?:yuqori|past)|и\\s+(?:выше|ниже)|до(?![\\p{L}])|or\\s+(?:more|less|higher|lower|above|below)|and\\s+(?:above|below))";
const PH_NUMBER = "(\\d{1,2}(?:[.,]\\d{1,2})?)";
const PH_QUOTE = new RegExp(
  `(?<![\\p{L}])[pр][HН](?![\\p{L}])(?:\\s*(?:qiymati|ko'rsatkichi|darajasi|muhiti|значение|уровень|почвы|составляет|примерно|приблизительно|равен|value|level|of|the|soil|is|=|:|-|~|≈|около|taxminan|about|around|approximately)(?![\\p{L}]))*\\s*${PH_NUMBER}(?:\\s*(?:-|–|—|\\.\\.\\.?)\\s*${PH_NUMBER})?(?!\\d|[.,]\\d|${THRESHOLD})`,
  "giu",
);
const REACTION: { from: number; to: number; words: RegExp }[] = [
  { from: 0, to: 6.5, words: /nordon|kislotali|кисл(?:ая|ой|ую|ые|ых|ое|ого|ом)(?![\p{L}])|(?<![\p{L}])acid(?:ic)?(?![\p{L}])/iu },
  { from: 6.5, to: 7.5, words: /neytral|нейтральн|(?<![\p{L}])neutral/iu },
  { from: 7.5, to: 15, words: /ishqoriy|ishqorli|щелочн|alkalin/iu },
];

/**
 * A text's quoted pH brought in line with the measured pH: a quoted value more than 0.3 from it
 * is replaced by the measured one ("pH 6.5 bo'lgani uchun" -> "pH 8.2 bo'lgani uchun"). A
 * sentence that then still calls the soil acid, neutral or alkaline against the measured pH
 * cannot be repaired and is dropped (null). docs/soil-rules.md 11.
 */
export function alignPhQuotes(sentence: string, labPh: number): { text: string | null; replaced: boolean } {
  let replaced = false;
  const text = sentence.replace(PH_QUOTE, (quote: string, first: string, second: string | undefined) => {
    const values = [first, second].filter((v): v is string => v !== undefined).map((v) => Number(v.replace(",", ".")));
    if (values.some((v) => v < 3 || v > 11) || values.every((v) => Math.abs(v - labPh) <= PH_TOLERANCE + 1e-9)) return quote;
    replaced = true;
    const written = first.includes(",") ? String(labPh).replace(".", ",") : String(labPh);
    return quote.slice(0, quote.indexOf(first)) + written;
  });
  if (!replaced) return { text, replaced };
  const contradicts = REACTION.some((r) => r.words.test(text) && (labPh < r.from || labPh >= r.to));
  return { text: contradicts ? null : text, replaced };
}
