// The farmer's summary of a rule-based estimate: plain Uzbek, and always explicit about what the
// estimate rests on (laboratory data or only regional averages and observations).
import type { SoilAction, SoilCrop, SoilIssue } from "../answer-schema";
import { ISSUE_LABELS_UZ } from "../issue-labels";
import type { SoilState } from "./assess";
import { phReactionUz, uzNumber } from "./lab-classes";

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

export function summarize(state: SoilState, issues: SoilIssue[], actions: SoilAction[], crops: SoilCrop[]): string {
  const sentences: string[] = [];
  const where = state.regionName ? `${state.regionName} ma'lumotlariga ko'ra` : "Viloyat aniqlanmadi, shuning uchun umumiy ma'lumotlarga ko'ra";
  const ph = `pH ${state.phFromLab ? "" : "taxminan "}${uzNumber(state.ph)} (${phReactionUz(state.ph)})`;
  sentences.push(`${where} tuproq: ${state.soilType}, ${ph}.`);

  if (!state.hasLab) {
    sentences.push("Laboratoriya tahlili ma'lumotlari yo'q, shuning uchun bu baho viloyat o'rtacha ko'rsatkichlari, kuzatuvlaringiz va ekin tarixiga asoslangan taxmin.");
  } else {
    sentences.push("Baho siz bergan laboratoriya natijalari, kuzatuvlaringiz va ekin tarixiga asoslangan.");
  }
  if (!state.regionKnown) sentences.push("Viloyat bo'yicha tuproq statistikasi noma'lum, natijalar ishonchliligi past.");

  const main = [...issues]
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
    .slice(0, 3)
    .map((item) => (ISSUE_LABELS_UZ[item.code] ?? item.code).toLowerCase());
  sentences.push(main.length ? `Asosiy muammolar: ${main.join(", ")}.` : "Jiddiy muammo aniqlanmadi.");

  const first = actions[0];
  if (first) sentences.push(`Birinchi navbatda: ${first.description_uz.charAt(0).toLowerCase()}${first.description_uz.slice(1)}`);
  if (crops.length) sentences.push(`Mos ekinlar: ${crops.slice(0, 3).map((crop) => crop.name).join(", ")}.`);
  return sentences.join(" ");
}
