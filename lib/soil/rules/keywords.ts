// Observation keywords (Uzbek Latin and Cyrillic, Russian, English) that hint at soil problems
// (docs/soil-rules.md section 5, "Observation keywords"). Hints, not measurements.
// Matching is at the start of a word after folding (apostrophes dropped, Uzbek Cyrillic folded),
// so "sho'r" finds "sho'rlangan"; a trailing "$" asks for the whole word ("tuz$" is not
// "tuzilish"). Uzbek verbs negate inside the word ("qotib qolmaydi"), so verb keywords stop
// before the negation slot ("qotib qola" finds "qoladi" but not "qolmaydi").

export type ObservationSignal =
  | "saltCrust"
  | "hardening"
  | "waterlogging"
  | "shallowGroundwater"
  | "poorGrowth"
  | "yellowing"
  | "sandy"
  | "sodic";

export const OBSERVATION_KEYWORDS: Record<ObservationSignal, readonly string[]> = {
  saltCrust: [
    // Forms of "sho'r" listed one by one: a bare prefix would also find "sho'rtob" (sodic soil).
    "sho'r$", "sho'rlan", "sho'rxok", "sho'rli", "sho'ri$", "sho'rga$", "sho'rni$", "sho'rdan$", "oq qatlam", "oq dog'", "oq parda", "oq qobiq", "oqarib", "tuz$", "tuzli", "tuzlar", "tuz bosgan",
    "tuz chiq", "шўр$", "шўрлан", "шўрхок", "шўрли", "туз$", "соль", "солон", "засол", "белый налет", "белый налёт", "белая корка", "salt",
    "saline", "salinity", "white crust",
  ],
  hardening: [
    "qotib qola", "qotib qolg", "qotadi", "qotyapti", "qatqaloq", "qattiq bo'lib qola", "yorilib ket", "yoriladi",
    "zichlash", "зичлаш", "қотиб", "корка", "уплотн", "твердеет", "трескается", "crust", "compacted", "compaction",
    "hardens", "hard after",
  ],
  waterlogging: [
    "botqoq", "suv turib qola", "suv turib qolg", "suv to'xtab qola", "suv to'planib qola", "ko'lmak", "zax$",
    "zaxlangan", "zaxlanadi", "ботқоқ", "заболоч", "вода стоит", "застой воды", "застаивается", "подтоп",
    "waterlog", "standing water", "boggy", "swampy",
  ],
  shallowGroundwater: [
    "yer osti suvi yaqin", "yer osti suvlari yaqin", "sizot suv", "grunt suv", "грунтовые воды близко",
    "высокий уровень грунтовых", "shallow groundwater", "high water table",
  ],
  poorGrowth: [
    "yomon o's", "sust o's", "o'smay", "siyrak", "unib chiqmay", "nimjon", "kasalmand", "hosil kamay", "hosil kam",
    "плохо раст", "слабый рост", "изрежен", "низкий урожай", "урожай снижа", "урожай падает", "poor growth", "stunted", "grows poorly", "low yield",
    "yield is falling", "falling yield",
  ],
  yellowing: ["sarg'ay", "sariq", "сарғай", "желте", "пожелт", "yellow", "chlorosis", "xloroz", "хлороз"],
  sandy: ["qumli", "qumloq", "qum$", "қумли", "песчан", "супес", "sandy"],
  // Sodic soils (sho'rtob, solonetz): said by a lab or an agronomist, rarely seen by eye.
  sodic: ["sho'rtob", "шўртоб", "солонец", "солонцев", "solonetz", "sodic", "natriy", "натри", "sodium"],
};

/** Words that negate a nearby keyword ("sho'r emas", "не засолена", "no salt"). */
export const NEGATION_WORDS_AFTER = ["emas", "yo'q", "yoq", "эмас", "йўқ", "нет"] as const;
export const NEGATION_WORDS_BEFORE = ["не", "нет", "без", "no", "not", "never", "without", "hech"] as const;

/** Qualitative yield words -> 3 (good), 2 (medium), 1 (poor); compared across seasons. */
export const YIELD_WORDS: readonly { score: number; words: readonly string[] }[] = [
  { score: 1, words: ["past", "yomon", "kam", "juda kam", "паст", "ёмон", "кам$", "плох", "низк", "мало", "poor", "low", "bad"] },
  { score: 2, words: ["o'rtacha", "o'rta", "normal", "ўртача", "средн", "нормал", "medium", "average"] },
  { score: 3, words: ["yaxshi", "yuqori", "a'lo", "zo'r", "mo'l", "яхши", "юқори", "хорош", "высок", "отличн", "good", "high", "excellent"] },
];
