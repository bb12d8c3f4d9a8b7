// Rule-based checks for recommendations that are too aggressive for a farmer to follow without
// an agronomist (spec 4.1 step 7). Each rule looks at one sentence; an action containing such a
// sentence is hidden, other texts lose the sentence. Reasons: docs/soil-rules.md.
import { normalizeApostrophes } from "./text";

export type AggressiveRule = { id: string; test: (sentence: string, context: { saline: boolean }) => boolean };

const FERTILIZER = /o'g'it|azot|fosfor|kaliy|selitra|karbamid|ammofos|me'yor|doza|dose|rate|fertili[sz]|удобр|азот|норм|доз/iu;
// Negated advice ("poxolni yoqmang", "do not burn") is the good advice, not the bad one.
const NEGATED = /(?<![\p{L}])(?:emas|taqiqla\p{L}*|don't|do not|never|avoid|нельзя|запрещ\p{L}*)(?![\p{L}])|yoqma|не\s+(?:сжиг|сжеч|жг|жечь)/iu;
// "Halve the nitrogen" is the cautious direction.
const REDUCING = /kamaytir|qisqartir|reduce|cut\s+back|сниз|уменьш|сократ/iu;

export const AGGRESSIVE_RULES: readonly AggressiveRule[] = [
  {
    // Doubling or tripling fertilizer: salts, nitrate leaching, lodging; never a safe fix.
    id: "double_dose",
    test: (s) =>
      /(?:ikki|2|uch|3)\s*(?:baravar|barobar|hissa)|(?:ikki|uch)\s+marta\s+ko'p|doubl\p{L}*|twice\s+(?:the|as)|triple|удво\p{L}*|вдвое|втрое|в\s+(?:два|2|три|3)\s+раза/iu.test(s) &&
      FERTILIZER.test(s) &&
      !REDUCING.test(s),
  },
  {
    // "As much as possible" has no ceiling.
    id: "unbounded_dose",
    test: (s) => /iloji boricha ko'p|imkon qadar ko'p|qancha ko'p bo'lsa|as much as possible|как можно больше/iu.test(s) && FERTILIZER.test(s),
  },
  {
    // Sterilising or fumigating soil kills soil life; methyl bromide is banned (Montreal Protocol).
    id: "soil_sterilisation",
    test: (s) =>
      /steriliz\p{L}*|sterilis\p{L}*|стерилиз\p{L}*|fumiga\p{L}*|фумига\p{L}*|metil\s?bromid|methyl\s?bromide|бромист\p{L}*\s+метил|formalin|формалин|tuproqni\s+(?:zararsizlantir|dezinfek)\p{L}*|дезинфекц\p{L}*\s+почв/iu.test(s) &&
      !NEGATED.test(s),
  },
  {
    // Burning stubble or stalks destroys organic matter the soil lacks, and is banned.
    id: "residue_burning",
    test: (s) =>
      /poxol|angiz|somon|g'o'zapoya|qoldiq|stubble|residue|straw|стерн|пожнив|солом|ботв/iu.test(s) &&
      /yoq(?:ish|ing|ib|ilsin|iladi|adi|asiz|amiz|ilgan|sa|inglar)(?![\p{L}])|o't\s+qo'y|burn\p{L}*|сжиг\p{L}*|сжеч\p{L}*|выжиг\p{L}*/iu.test(s) &&
      !NEGATED.test(s),
  },
  {
    // Deep ploughing lifts saline subsoil to the surface on salt-affected land.
    id: "deep_ploughing_saline",
    test: (s, context) =>
      context.saline &&
      /chuqur\s+(?:hayda|shudgor|ag'dar)\p{L}*|deep\s+(?:plough|plow|tillage)\p{L}*|глубок\p{L}*\s+вспашк\p{L}*|плантажн\p{L}*/iu.test(s) &&
      !NEGATED.test(s),
  },
];

/** The id of the first aggressive rule a sentence breaks, or null. */
export function findAggressive(sentence: string, context: { saline: boolean }): string | null {
  const text = normalizeApostrophes(sentence);
  return AGGRESSIVE_RULES.find((rule) => rule.test(text, context))?.id ?? null;
}
