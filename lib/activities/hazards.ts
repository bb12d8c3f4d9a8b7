/**
 * Known hazards for young children, as words: a catalogue activity may mention a material only
 * when its minimum age is not below the rule's. prisma/catalogue-safety.test.ts runs every
 * activity of the catalogue through `unexcusedHazards`; the rules and their sources are in
 * docs/catalogue-safety.md.
 *
 * Keywords follow lib/soil/text.ts `findKeyword`: case and apostrophes do not matter, a keyword
 * matches at the start of a word ("munchoq" finds "munchoqlar"), and a trailing "$" asks for the
 * whole word ("tuz$" finds "tuz" but not "tuzating").
 */
import { findKeyword } from "@/lib/soil/text";
import type { CatalogueActivity } from "./content-schema";

/** Never in an activity of the catalogue (0..72 months), whatever the age. */
export const NEVER = Number.POSITIVE_INFINITY;

export interface HazardRule {
  id: string;
  /** Youngest age, in completed months, at which an activity may use the material. */
  minAgeMonths: number;
  keywords: readonly string[];
}

export const HAZARD_RULES: readonly HazardRule[] = [
  // Salt dough and salt paint: a toddler who eats them can get salt poisoning (hypernatraemia).
  { id: "salt-play-material", minAgeMonths: 36, keywords: ["tuz$", "tuzli$", "tuzni$", "tuzdan$", "tuzga$"] },
  // Small parts: anything that fits the CPSC small-parts cylinder (3.17 cm) chokes under-3s.
  { id: "beads", minAgeMonths: 36, keywords: ["munchoq"] },
  { id: "coins", minAgeMonths: 36, keywords: ["tanga", "chaqa$"] },
  { id: "buttons", minAgeMonths: 36, keywords: ["tugma"] },
  { id: "marbles", minAgeMonths: 36, keywords: ["sharcha", "shisha shar", "koptokcha"] },
  { id: "small-toy-parts", minAgeMonths: 36, keywords: ["mayda o'yinchoq", "mayda detal", "konstruktor", "lego"] },
  { id: "dry-pasta", minAgeMonths: 36, keywords: ["makaron"] },
  // Balloons: CPSC requires the warning "children under 8 yrs. can choke or suffocate on
  // uninflated or broken balloons".
  { id: "balloons", minAgeMonths: 96, keywords: ["shar$", "shari$", "sharni$", "sharga$", "sharlar", "sharik", "havo shar", "puflama shar"] },
  // Foods AAP lists as choking hazards before 4 (whole, round or hard), nuts before 5 (NHS).
  { id: "whole-grapes", minAgeMonths: 48, keywords: ["uzum"] },
  { id: "round-hard-foods", minAgeMonths: 48, keywords: ["no'xat", "gilos", "olcha", "konfet", "novvot", "saqich", "popkorn", "sosiska"] },
  { id: "nuts", minAgeMonths: 60, keywords: ["yong'oq", "yeryong'oq", "pista", "bodom", "xandon", "chilg'oza", "kungaboqar"] },
  // Swallowed button batteries burn the gullet within hours; small magnets pull the gut together.
  { id: "button-batteries", minAgeMonths: NEVER, keywords: ["batareya", "batareyka"] },
  { id: "magnets", minAgeMonths: NEVER, keywords: ["magnit"] },
  // Suffocation and strangulation.
  { id: "plastic-bags", minAgeMonths: NEVER, keywords: ["polietilen", "sellofan", "plastik xalta", "plastik paket", "paket"] },
  { id: "cords", minAgeMonths: 18, keywords: ["ip$", "ipni$", "ipga$", "ipi$", "ipning$", "iplar", "shnur", "arqon", "bog'ich", "marjon"] },
  // Sharp tools, heat and household chemicals are for adults; a warning names them (exceptions).
  { id: "sharp-tools", minAgeMonths: NEVER, keywords: ["pichoq", "igna", "to'g'nag'ich", "lezviya", "ustara"] },
  { id: "scissors", minAgeMonths: 36, keywords: ["qaychi"] },
  { id: "hot-things", minAgeMonths: NEVER, keywords: ["qaynoq", "dazmol", "plita", "o'choq", "tandir", "gugurt", "sham$", "shamlar", "issiq choy"] },
  { id: "chemicals-medicines", minAgeMonths: NEVER, keywords: ["tozalash vosita", "dori$", "dorilar", "dorini", "kir yuvish kukun", "kapsula"] },
  // AAP 2016 "Media and Young Children": no screen media before 18 months except video calls.
  { id: "screens", minAgeMonths: 18, keywords: ["ekran", "telefon", "planshet", "televizor", "smartfon", "multfilm", "video", "kompyuter", "noutbuk"] },
];

/**
 * An activity whose own text makes a flagged word safe: `phrase` must occur in the activity's
 * text (so the exception ends when the text changes), and `why` says how it makes it safe.
 */
export interface HazardException {
  slug: string;
  rules: readonly string[];
  phrase: string;
  why: string;
}

export const HAZARD_EXCEPTIONS: readonly HazardException[] = [
  {
    slug: "harakat-qoldan-qolga",
    rules: ["coins", "buttons", "round-hard-foods", "nuts"],
    phrase: "bolaning yonida bo'lmasin",
    why: "A warning: it names the small things to keep away from the baby.",
  },
  {
    slug: "ijodkorlik-barmoq-boyoqlari",
    rules: ["salt-play-material"],
    phrase: "bo'yoqqa tuz solmang",
    why: "The paint is salt-free; salt is named only to say it must not be added.",
  },
  {
    slug: "ijodkorlik-xamirdan-non",
    rules: ["salt-play-material"],
    phrase: "tuz qo'shmang",
    why: "The dough is salt-free; salt is named only to say it must not be added, and why.",
  },
  {
    slug: "ijtimoiy-men-yordamchiman",
    rules: ["sharp-tools", "hot-things", "chemicals-medicines"],
    phrase: "vositalarini bolaga bermang",
    why: "A warning: knives, a hot teapot and cleaning products are not given to the child.",
  },
  {
    slug: "ijtimoiy-xavfli-yoki-xavfsiz",
    rules: ["sharp-tools", "hot-things"],
    phrase: "xavfli — tegmayman",
    why: "A safety game: the child sorts pictures of a knife, an iron and hot tea as dangerous.",
  },
  {
    slug: "ijtimoiy-mehmon-kutamiz",
    rules: ["hot-things"],
    phrase: "qaynoq choyni faqat kattalar quyadi",
    why: "The child practises with cold water; hot tea is named only to say adults pour it.",
  },
  {
    slug: "tafakkur-kozlar-kuzatadi",
    rules: ["screens"],
    phrase: "ekran o'rniga",
    why: "Screens are named only to say paper, toys and faces come instead (AAP 2016).",
  },
  {
    slug: "tafakkur-meva-yoki-sabzavot",
    rules: ["whole-grapes"],
    phrase: "uzumni to'rtga bo'lib",
    why: "Grapes are a picture to sort, and the hint says young children get them quartered.",
  },
];

export interface ActivityText {
  field: string;
  text: string;
}

/** Every text of an activity a parent or child reads: title to checklist, questions to hints. */
export function activityTexts(activity: CatalogueActivity): ActivityText[] {
  const texts: ActivityText[] = [
    { field: "title", text: activity.title },
    { field: "description", text: activity.description },
    { field: "skill", text: activity.skill },
  ];
  if (activity.type === "instructional") {
    activity.content.steps.forEach((text, i) => texts.push({ field: `steps[${i}]`, text }));
    activity.content.checklist?.forEach((text, i) => texts.push({ field: `checklist[${i}]`, text }));
  } else {
    activity.content.rounds.forEach((round, i) => {
      texts.push({ field: `rounds[${i}].question`, text: round.question });
      if (round.hint) texts.push({ field: `rounds[${i}].hint`, text: round.hint });
      round.options.forEach((option, j) => texts.push({ field: `rounds[${i}].options[${j}]`, text: option.label }));
    });
  }
  return texts;
}

export interface HazardFinding {
  slug: string;
  rule: string;
  ruleMinAgeMonths: number;
  activityMinAgeMonths: number;
  keyword: string;
  field: string;
  text: string;
}

/** Mentions of a material before the rule's minimum age (the activity's window starts earlier). */
export function findHazards(activity: CatalogueActivity, rules: readonly HazardRule[] = HAZARD_RULES): HazardFinding[] {
  const findings: HazardFinding[] = [];
  for (const rule of rules) {
    if (activity.minAgeMonths >= rule.minAgeMonths) continue;
    for (const { field, text } of activityTexts(activity)) {
      const keyword = findKeyword(text, rule.keywords);
      if (keyword === null) continue;
      findings.push({
        slug: activity.slug,
        rule: rule.id,
        ruleMinAgeMonths: rule.minAgeMonths,
        activityMinAgeMonths: activity.minAgeMonths,
        keyword,
        field,
        text,
      });
    }
  }
  return findings;
}

/** The exceptions that apply to an activity: its slug, and the phrase present in its text. */
export function applicableExceptions(
  activity: CatalogueActivity,
  exceptions: readonly HazardException[] = HAZARD_EXCEPTIONS,
): HazardException[] {
  const all = activityTexts(activity).map((t) => t.text.toLowerCase());
  return exceptions.filter((e) => e.slug === activity.slug && all.some((text) => text.includes(e.phrase.toLowerCase())));
}

/** Findings no applicable exception covers: each one is a hazard in the catalogue. */
export function unexcusedHazards(
  activity: CatalogueActivity,
  rules: readonly HazardRule[] = HAZARD_RULES,
  exceptions: readonly HazardException[] = HAZARD_EXCEPTIONS,
): HazardFinding[] {
  const excused = new Set(applicableExceptions(activity, exceptions).flatMap((e) => e.rules));
  return findHazards(activity, rules).filter((finding) => !excused.has(finding.rule));
}
