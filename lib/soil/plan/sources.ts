// The published sources behind the plan's numbers, named in every answer (docs/soil-rules.md
// section 12 gives which number comes from which, and marks what could not be verified).
import type { PlanCropId } from "./crops";

export type Source = { id: string; title: string; url?: string };

export const SOURCES = {
  safarova: { id: "safarova", title: "Safarova N., Safarov B. Paxtachilikda agrokimyo (study guide), p. 71: cotton P2O5 and K2O rates by Machigin class", url: "https://online.flipbuilder.com/fiohr/jyfg/files/basic-html/page71.html" },
  coefficients: { id: "coefficients", title: "Uzbek agrochemistry practicum (2021-2022), annex: P2O5 and K2O rate coefficients by Machigin class (1.25, 1.0, 0.75, 0.5, 0.25)" },
  cottonNorm: { id: "cotton-norm", title: "Uzbek cotton trials with the annual N200 P140 K100 norm (Biruni journal); Ismailov et al. 2021, N250 P175 K125 in Karakalpakstan", url: "https://theamericanjournals.com/index.php/tajabe/article/view/227" },
  wheatTrial: { id: "wheat-trial", title: "Winter wheat on typical serozem: N180 K90 with P2O5 125 kg/ha before sowing (Interonconf)", url: "https://interoncof.com/index.php/france/article/view/4485" },
  regionalList: { id: "samarqand-list", title: "Samarqand regional agriculture administration: mineral fertiliser norms by crop (product kg per hectare)", url: "http://samarqandqxk.uz/fermer-xojaliklariga-2/" },
  sorghum: { id: "donchilik", title: "Yakubjonov O., Tursunov S., Muqimov J. Donchilik: sorghum, 120-150 N, 100-120 P2O5, 50-60 K2O, two top-dressings" },
  fao: { id: "fao-2003", title: "FAO (2003). Fertilizer use by crop in Uzbekistan. Rome", url: "http://businessdocbox.com/Agriculture/82825232-Fertilizer-use-by-crop-in-uzbekistan.html" },
  superphosphate: { id: "superphosphate", title: "Phosphate fertilisers: ammoniated granular superphosphate 14-15 % P2O5 and 1.5-2.5 % N (agro-olam.uz)", url: "https://agro-olam.uz/fosforli-ogitlar/" },
  leaching: { id: "leaching", title: "Uzbek leaching norms by texture and chloride: 3000-5000 m3/ha on light and medium soils, 4000-10000 on heavy ones (conference collection, 2019); FAO Irrigation and Drainage Paper 29 (Ayers & Westcot, 1985)" },
  labClasses: { id: "lab-classes", title: "Machigin P2O5 and K2O classes (<=15, 30, 45, 60 and <=100, 200, 300, 400 mg/kg) and humus classes of the irrigated plough layer" },
} satisfies Record<string, Source>;

const BY_CROP: Partial<Record<PlanCropId, Source[]>> = {
  cotton: [SOURCES.safarova, SOURCES.cottonNorm],
  wheat: [SOURCES.wheatTrial],
  maize: [SOURCES.regionalList],
  tomato: [SOURCES.regionalList],
  sorghum: [SOURCES.sorghum],
};

export function planSources(crop: PlanCropId, leaching: boolean): Source[] {
  return [...(BY_CROP[crop] ?? []), SOURCES.coefficients, SOURCES.labClasses, SOURCES.fao, SOURCES.superphosphate, ...(leaching ? [SOURCES.leaching] : [])];
}
