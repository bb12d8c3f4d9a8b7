// Crop table of the rule-based estimator (docs/soil-rules.md section 5, "Crops").
// pH bands: Sys et al. 1993 land-evaluation requirements (ALUES). S1 = highly suitable range;
// S2 / S3 = marginal bands up to the given bounds; beyond S3 the crop is not suitable (N).
// Salinity: Maas-Hoffman threshold a (ECe, dS/m) and slope b (% yield loss per dS/m above a),
// FAO I&D 29 / Maas & Grattan 1999. Melons have only a class rating (MS) in the sources: they
// use a class-typical a = 2.0, b = 10 (marked as derived in docs/soil-rules.md).

export type CropGroup = "industrial" | "cereal" | "legume" | "fodder" | "oilseed" | "vegetable" | "melon";

export type CropRule = {
  id: string;
  nameUz: string;
  /** Spellings in Uzbek (Latin/Cyrillic), Russian and English, for reading crop history. */
  aliases: readonly string[];
  group: CropGroup;
  legume: boolean;
  /** Can be suggested as a next crop (has pH and salinity data). */
  recommendable: boolean;
  /** Needs much heat: not suggested in cold (Köppen D) climates. */
  warmSeason: boolean;
  /** pH: S1 range, then the lower and upper bounds of S2 and S3. */
  ph?: { s1: [number, number]; s2: [number, number]; s3: [number, number] };
  salt?: { a: number; b: number };
};

const crop = (rule: CropRule) => rule;

export const CROPS: readonly CropRule[] = [
  crop({ id: "cotton", nameUz: "paxta", aliases: ["paxta", "g'o'za", "пахта", "ғўза", "хлопок", "хлопчатник", "cotton"], group: "industrial", legume: false, recommendable: true, warmSeason: true, ph: { s1: [6.0, 7.6], s2: [5.6, 8.0], s3: [5.2, 8.5] }, salt: { a: 7.7, b: 5.2 } }),
  crop({ id: "wheat", nameUz: "kuzgi bug'doy", aliases: ["bug'doy", "g'alla", "буғдой", "ғалла", "пшеница", "wheat"], group: "cereal", legume: false, recommendable: true, warmSeason: false, ph: { s1: [6.0, 8.2], s2: [5.6, 8.3], s3: [5.2, 8.5] }, salt: { a: 6.0, b: 7.1 } }),
  crop({ id: "barley", nameUz: "arpa", aliases: ["arpa", "арпа", "ячмень", "barley"], group: "cereal", legume: false, recommendable: true, warmSeason: false, ph: { s1: [6.2, 8.0], s2: [5.8, 8.2], s3: [5.5, 8.5] }, salt: { a: 8.0, b: 5.0 } }),
  crop({ id: "rice", nameUz: "sholi", aliases: ["sholi", "guruch", "шоли", "рис", "rice", "paddy"], group: "cereal", legume: false, recommendable: true, warmSeason: true, ph: { s1: [5.5, 8.2], s2: [5.0, 8.5], s3: [4.5, 8.8] }, salt: { a: 3.0, b: 12 } }),
  crop({ id: "maize", nameUz: "makkajo'xori", aliases: ["makkajo'xori", "makka", "маккажўхори", "кукуруза", "maize", "corn"], group: "cereal", legume: false, recommendable: true, warmSeason: true, ph: { s1: [5.8, 7.8], s2: [5.5, 8.2], s3: [5.2, 8.5] }, salt: { a: 1.7, b: 12 } }),
  crop({ id: "sorghum", nameUz: "oq jo'xori", aliases: ["jo'xori", "oq jo'xori", "жўхори", "сорго", "sorghum"], group: "cereal", legume: false, recommendable: true, warmSeason: true, ph: { s1: [5.5, 8.2], s2: [5.3, 8.3], s3: [5.2, 8.5] }, salt: { a: 6.8, b: 16 } }),
  crop({ id: "alfalfa", nameUz: "beda", aliases: ["beda", "беда", "люцерна", "alfalfa", "lucerne"], group: "fodder", legume: true, recommendable: true, warmSeason: false, ph: { s1: [6.0, 8.0], s2: [5.5, 8.2], s3: [5.2, 8.5] }, salt: { a: 2.0, b: 7.3 } }),
  crop({ id: "sunflower", nameUz: "kungaboqar", aliases: ["kungaboqar", "кунгабоқар", "подсолнечник", "подсолнух", "sunflower"], group: "oilseed", legume: false, recommendable: true, warmSeason: true, ph: { s1: [6.0, 7.5], s2: [5.5, 8.0], s3: [5.0, 8.5] }, salt: { a: 4.8, b: 5.0 } }),
  crop({ id: "mungbean", nameUz: "mosh", aliases: ["mosh", "мош", "маш", "mung"], group: "legume", legume: true, recommendable: true, warmSeason: true, ph: { s1: [6.0, 7.8], s2: [5.5, 8.0], s3: [5.0, 8.2] }, salt: { a: 1.8, b: 20.7 } }),
  crop({ id: "melon", nameUz: "qovun", aliases: ["qovun", "tarvuz", "poliz", "полиз", "қовун", "дыня", "арбуз", "melon", "watermelon"], group: "melon", legume: false, recommendable: true, warmSeason: true, ph: { s1: [5.8, 7.6], s2: [5.5, 8.0], s3: [5.0, 8.2] }, salt: { a: 2.0, b: 10 } }),
  crop({ id: "tomato", nameUz: "pomidor", aliases: ["pomidor", "помидор", "томат", "tomato"], group: "vegetable", legume: false, recommendable: true, warmSeason: false, ph: { s1: [6.0, 7.5], s2: [5.5, 8.0], s3: [5.0, 8.2] }, salt: { a: 2.5, b: 9.9 } }),
  crop({ id: "potato", nameUz: "kartoshka", aliases: ["kartoshka", "картошка", "картофель", "potato"], group: "vegetable", legume: false, recommendable: true, warmSeason: false, ph: { s1: [5.6, 7.0], s2: [5.2, 8.0], s3: [4.8, 8.2] }, salt: { a: 1.7, b: 12 } }),
  crop({ id: "onion", nameUz: "piyoz", aliases: ["piyoz", "пиёз", "лук", "onion"], group: "vegetable", legume: false, recommendable: true, warmSeason: false, ph: { s1: [6.0, 7.8], s2: [5.8, 8.0], s3: [5.5, 8.2] }, salt: { a: 1.2, b: 16 } }),
  // Recognised in the history (for rotation rules) but not scored: no table values.
  crop({ id: "chickpea", nameUz: "no'xat", aliases: ["no'xat", "нўхат", "нут", "chickpea"], group: "legume", legume: true, recommendable: false, warmSeason: false }),
  crop({ id: "soybean", nameUz: "soya", aliases: ["soya", "соя", "soybean", "soy"], group: "legume", legume: true, recommendable: false, warmSeason: true }),
  crop({ id: "bean", nameUz: "loviya", aliases: ["loviya", "ловия", "фасоль", "bean"], group: "legume", legume: true, recommendable: false, warmSeason: true }),
  crop({ id: "vegetables", nameUz: "sabzavot", aliases: ["sabzavot", "сабзавот", "овощ", "vegetable"], group: "vegetable", legume: false, recommendable: false, warmSeason: false }),
];

/**
 * Vegetables lose more from low humus (-10 for vegetables and potato: docs/soil-rules.md section 5,
 * "Crops").
 */
export function isHumusSensitive(rule: CropRule): boolean {
  return rule.group === "vegetable";
}

export function getCrop(id: string): CropRule | undefined {
  return CROPS.find((rule) => rule.id === id);
}
