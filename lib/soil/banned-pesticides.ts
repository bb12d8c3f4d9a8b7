// Pesticides a soil report must never recommend: persistent organic pollutants of the Stockholm
// Convention (Annex A "elimination", Annex B "restriction"), pesticides of the Rotterdam
// Convention's Annex III (prior informed consent: banned or severely restricted for health or
// environmental reasons by several countries) and the Soviet-era cotton chemicals no longer
// allowed in Uzbekistan. Names in English, Uzbek Latin and Russian, with the Soviet trade or
// common names farmers still use (дуст = DDT, гексахлоран = technical HCH, полихлоркамфен =
// toxaphene, тиофос = parathion, метафос = methyl parathion, хлорофос = trichlorfon,
// гранозан = an ethylmercury seed dressing). A sentence naming any of them is removed and an
// action naming one is hidden, whatever the sentence says about it. docs/soil-rules.md 10.

export type BannedPesticide = { name: string; names: readonly string[]; source: string };

const SA = "Stockholm Convention, Annex A";
const SB = "Stockholm Convention, Annex B";
const R3 = "Rotterdam Convention, Annex III";

export const BANNED_PESTICIDES: readonly BannedPesticide[] = [
  { name: "DDT", names: ["DDT", "ДДТ", "дуст", "Дуст", "dust-DDT"], source: `${SB}; ${R3}` },
  { name: "HCH / hexachlorane", names: ["hexachlorane", "geksaxloran", "гексахлоран", "hexachlorocyclohexane", "geksaxlorsiklogeksan", "гексахлорциклогексан", "HCH", "ГХЦГ"], source: `${SA} (alpha-, beta-HCH); ${R3} (HCH, mixed isomers)` },
  { name: "lindane", names: ["lindane", "lindan", "линдан"], source: `${SA}; ${R3}` },
  { name: "aldrin", names: ["aldrin", "альдрин"], source: `${SA}; ${R3}` },
  { name: "dieldrin", names: ["dieldrin", "dildrin", "дильдрин"], source: `${SA}; ${R3}` },
  { name: "endrin", names: ["endrin", "эндрин"], source: SA },
  { name: "heptachlor", names: ["heptachlor", "geptaxlor", "гептахлор"], source: `${SA}; ${R3}` },
  { name: "chlordane", names: ["chlordane", "хлордан"], source: `${SA}; ${R3}` },
  { name: "chlordecone", names: ["chlordecone", "xlordekon", "хлордекон"], source: SA },
  { name: "mirex", names: ["mirex", "mireks", "мирекс"], source: SA },
  { name: "toxaphene", names: ["toxaphene", "toksafen", "токсафен", "polychlorcamphene", "polixlorkamfen", "полихлоркамфен"], source: `${SA}; ${R3}` },
  { name: "hexachlorobenzene", names: ["hexachlorobenzene", "geksaxlorbenzol", "гексахлорбензол"], source: `${SA}; ${R3}` },
  { name: "endosulfan", names: ["endosulfan", "эндосульфан", "thiodan", "тиодан"], source: `${SA}; ${R3}` },
  { name: "pentachlorophenol", names: ["pentachlorophenol", "pentaxlorfenol", "пентахлорфенол"], source: `${SA}; ${R3}` },
  { name: "dicofol", names: ["dicofol", "dikofol", "дикофол"], source: SA },
  { name: "methoxychlor", names: ["methoxychlor", "metoksixlor", "метоксихлор"], source: SA },
  { name: "chlorpyrifos", names: ["chlorpyrifos", "xlorpirifos", "хлорпирифос"], source: `${SA} (listed 2025, with specific exemptions)` },
  { name: "parathion", names: ["parathion", "paration", "паратион", "тиофос", "tiofos"], source: R3 },
  { name: "methyl parathion", names: ["metafos", "метафос", "метилпаратион"], source: R3 },
  { name: "methamidophos", names: ["methamidophos", "metamidofos", "метамидофос"], source: R3 },
  { name: "monocrotophos", names: ["monocrotophos", "monokrotofos", "монокротофос"], source: R3 },
  { name: "phosphamidon", names: ["phosphamidon", "fosfamidon", "фосфамидон"], source: R3 },
  { name: "phorate", names: ["phorate", "форат"], source: R3 },
  { name: "aldicarb", names: ["aldicarb", "aldikarb", "альдикарб"], source: R3 },
  { name: "carbofuran", names: ["carbofuran", "karbofuran", "карбофуран"], source: R3 },
  { name: "trichlorfon", names: ["trichlorfon", "trixlorfon", "трихлорфон", "xlorofos", "хлорофос"], source: R3 },
  { name: "azinphos-methyl", names: ["azinphos", "azinfos", "азинфос"], source: R3 },
  { name: "captafol", names: ["captafol", "kaptafol", "каптафол"], source: R3 },
  { name: "dinoseb", names: ["dinoseb", "диносеб"], source: R3 },
  { name: "DNOC", names: ["DNOC", "ДНОК"], source: R3 },
  { name: "2,4,5-T", names: ["2,4,5-T", "2,4,5-Т"], source: R3 },
  { name: "chlordimeform", names: ["chlordimeform", "xlordimeform", "хлордимеформ"], source: R3 },
  { name: "chlorobenzilate", names: ["chlorobenzilate", "xlorbenzilat", "хлорбензилат"], source: R3 },
  { name: "alachlor", names: ["alachlor", "alaxlor", "алахлор"], source: R3 },
  { name: "mercury compounds", names: ["granozan", "гранозан", "merkuran", "меркуран", "simobli", "ртутьсодерж", "ртутн"], source: R3 },
  { name: "tributyltin compounds", names: ["tributyltin", "трибутилолов"], source: R3 },
  { name: "ethylene dibromide", names: ["dibromoethane", "ethylene dibromide", "дибромэтан"], source: R3 },
  // Butifos (tribufos), the Soviet cotton defoliant withdrawn in the late 1980s after poisonings
  // in Uzbekistan; not allowed since (docs/soil-rules.md section 10; [K]: general knowledge, no
  // published list).
  { name: "butifos", names: ["butifos", "butiphos", "бутифос", "tribufos", "трибуфос"], source: "Withdrawn in the USSR (late 1980s) after poisonings in Uzbek cotton areas [K]" },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Short names (DDT, HCH, ДНОК, дуст) only as written, with Uzbek/Russian case endings; longer
// ones in any case and with any ending ("geksaxloranni", "линданом").
const pattern = (name: string) => (name.length <= 4 ? `${escape(name)}(?:'?-?\\p{Ll}{0,4})` : `${escape(name)}[\\p{L}']*`);
const NB = "(?<![\\p{L}\\p{N}])";
const NA = "(?![\\p{L}\\p{N}])";
const SHORT = new RegExp(`${NB}(?:${BANNED_PESTICIDES.flatMap((p) => p.names).filter((n) => n.length <= 4).map(pattern).join("|")})${NA}`, "u");
const LONG = new RegExp(`${NB}(?:${BANNED_PESTICIDES.flatMap((p) => p.names).filter((n) => n.length > 4).map(pattern).join("|")})`, "iu");

/** True when the text names a banned pesticide. */
export function namesBannedPesticide(text: string): boolean {
  return SHORT.test(text) || LONG.test(text);
}
