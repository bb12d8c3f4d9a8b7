// Rule-based checks for recommendations that are too aggressive or harmful for a farmer to
// follow without an agronomist (docs/soil-rules.md sections 6 and 10). Each rule looks at one
// sentence; an action containing such a sentence is hidden, other texts lose the sentence. Reasons:
// docs/soil-rules.md sections 6 and 10.
import { namesBannedPesticide } from "./banned-pesticides";
import { normalizeApostrophes } from "./text";

export type AggressiveContext = {
  saline: boolean;
  /** Soil pH the advice is for: the measured one, else the answer's estimate; null if unknown. */
  ph?: number | null;
};
export type AggressiveRule = { id: string; test: (sentence: string, context: AggressiveContext) => boolean };

const FERTILIZER = /o'g'it|azot|fosfor|kaliy|selitra|karbamid|ammofos|me'yor|doza|dose|rate|fertili[sz]|удобр|азот|норм|доз/iu;
// A prohibition anywhere in the sentence makes it the good advice: "chuqur haydash ... tavsiya
// etilmaydi", "сжигать стерню нельзя", "do not burn".
const PROHIBITED =
  /tavsiya\s+(?:etil|qilin)maydi|(?:mumkin|kerak|to'g'ri|yaxshi|foydali|maqsadga\s+muvofiq)\s+emas|kerakmas|taqiqla\p{L}*|man\s+etil\p{L}*|hech\s+qachon|не\s+рекоменд\p{L}*|не\s+следует|не\s+нужно|не\s+допуска\p{L}*|недопустим\p{L}*|нельзя|запрещ\p{L}*|(?<![\p{L}])(?:don't|do\s+not|never|avoid|should\s+not|must\s+not|not\s+recommended)(?![\p{L}])/iu;
// Negation tied to the harmful word itself: "yoqish o'rniga", "yoqib yubormasdan", "вместо
// сжигания", "не сжигайте", "instead of burning". Uzbek negative verb forms end in -masdan,
// -maslik, -mang, -may(di), -masin.
const NEGATED_AFTER = /^\s*(?:[\p{L}']+\s+){0,1}(?:o'rniga|[\p{L}']*m(?:a|e)(?:sdan|slik\p{L}*|ng\p{L}*|y(?:di|man)?|sin)(?![\p{L}]))/iu;
const NEGATED_BEFORE = /(?<![\p{L}])(?:вместо|без|не|instead\s+of|without|no|stop)\s+(?:[\p{L}']+\s+){0,1}$/iu;
// "Halve the nitrogen", "ikki baravar kam" are the cautious direction.
const REDUCING = /kamaytir|qisqartir|(?:baravar|barobar|hissa|marta)\s+(?:kam|oz)(?![\p{L}])|reduce|cut\s+back|halve|half|сниз|уменьш|сократ|меньше/iu;
const APPLY = /soling|soli(?:sh|nadi)|sepi\p{L}*|qo'sh(?:ing|ish|iladi)|bering|beri(?:sh|ladi)|qo'lla\p{L}*|quying|aralashtir\p{L}*|внес\p{L}*|внос\p{L}*|внеси\p{L}*|добав\p{L}*|примен\p{L}*|apply|add|spread|use/iu;

/** True when some occurrence of `act` in the sentence is not negated. */
function doneWithoutNegation(sentence: string, act: RegExp): boolean {
  if (PROHIBITED.test(sentence)) return false;
  const re = new RegExp(act.source, act.flags.includes("g") ? act.flags : `${act.flags}g`);
  for (const m of sentence.matchAll(re)) {
    const index = m.index ?? 0;
    const before = sentence.slice(0, index);
    const after = sentence.slice(index + m[0].length);
    if (!NEGATED_BEFORE.test(before) && !NEGATED_AFTER.test(after)) return true;
  }
  return false;
}

const LIMING_ACT = /ohakla\p{L}*|известкова(?:ни|ть|те)\p{L}*|известкуй\p{L}*|(?<![\p{L}])liming(?![\p{L}])/iu;
const LIME = /ohak(?!li)\p{L}*|ohaktosh\p{L}*|izvest\p{L}*|извест(?:ь|и|ью)(?![\p{L}])|dolomit\p{L}*|доломит\p{L}*|(?<![\p{L}])lime(?:stone)?(?![\p{L}])/iu;
// Humic, fulvic, amino and citric acids are sold as growth products, not soil acidifiers.
const BENIGN_ACID = /(?:gumin|fulvo|amino|limon|гумин|фульво|амино|лимонн|humic|fulvic|amino|citric)[\p{L}-]*\s+(?:kislota|кислот|acid)\p{L}*/giu;
const ACID = /kislota(?!li)\p{L}*|кислот(?:а|у|ой|ы|ами)(?![\p{L}])|(?<![\p{L}])acid(?![\p{L}])|(?<![\p{L}])acids(?![\p{L}])/iu;

export const AGGRESSIVE_RULES: readonly AggressiveRule[] = [
  {
    // Stockholm/Rotterdam and Soviet-era banned pesticides: never named, not even to warn.
    id: "banned_pesticide",
    test: (s) => namesBannedPesticide(s),
  },
  {
    // Lime raises pH: on calcareous, alkaline soil (pH >= 7.5, most of Uzbekistan) it makes P,
    // Fe and Zn even less available and wastes money (docs/soil-rules.md section 10,
    // `liming_alkaline`).
    id: "liming_alkaline",
    test: (s, context) =>
      context.ph !== undefined && context.ph !== null && context.ph >= 7.5 &&
      (doneWithoutNegation(s, LIMING_ACT) || (LIME.test(s) && APPLY.test(s) && doneWithoutNegation(s, LIME))),
  },
  {
    // Pouring acid on soil burns roots and soil life and is dangerous to handle.
    id: "acid_application",
    test: (s) => {
      const text = s.replace(BENIGN_ACID, "");
      return ACID.test(text) && APPLY.test(text) && doneWithoutNegation(text, ACID);
    },
  },
  {
    // Doubling or tripling fertilizer: salts, nitrate leaching, lodging; never a safe fix.
    id: "double_dose",
    test: (s) =>
      /(?:ikki|2|uch|3)\s*(?:baravar|barobar|hissa)|(?:ikki|uch)\s+marta\s+ko'p|doubl\p{L}*|twice\s+(?:the|as)|triple|удво\p{L}*|вдвое|втрое|в\s+(?:два|2|три|3)\s+раза|(?:двойн|тройн)\p{L}*\s+(?:норм|доз)\p{L}*/iu.test(s) &&
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
      doneWithoutNegation(s, /steriliz\p{L}*|sterilis\p{L}*|стерилиз\p{L}*|fumiga\p{L}*|фумига\p{L}*|metil\s?bromid|methyl\s?bromide|бромист\p{L}*\s+метил|formalin|формалин|tuproqni\s+(?:zararsizlantir|dezinfek)\p{L}*|дезинфекц\p{L}*\s+почв/iu),
  },
  {
    // Burning stubble or stalks destroys organic matter the soil lacks, and is banned.
    id: "residue_burning",
    test: (s) =>
      /poxol|angiz|somon|g'o'zapoya|qoldiq|stubble|residue|straw|стерн|пожнив|солом|ботв/iu.test(s) &&
      doneWithoutNegation(s, /yoq(?:ish|ing|ib|ilsin|iladi|adi|asiz|amiz|ilgan|sa|inglar)(?![\p{L}])|o't\s+qo'y\p{L}*|burn\p{L}*|сжиг\p{L}*|сжеч\p{L}*|сожг\p{L}*|сожж\p{L}*|выжиг\p{L}*/iu),
  },
  {
    // Deep ploughing lifts saline subsoil to the surface on salt-affected land.
    id: "deep_ploughing_saline",
    test: (s, context) =>
      context.saline &&
      doneWithoutNegation(s, /chuqur\s+(?:hayda|shudgor|ag'dar)\p{L}*|deep\s+(?:plough|plow|tillage)\p{L}*|глубок\p{L}*\s+вспашк\p{L}*|плантажн\p{L}*/iu),
  },
];

/** The id of the first aggressive rule a sentence breaks, or null. */
export function findAggressive(sentence: string, context: AggressiveContext): string | null {
  const text = normalizeApostrophes(sentence);
  return AGGRESSIVE_RULES.find((rule) => rule.test(text, context))?.id ?? null;
}
