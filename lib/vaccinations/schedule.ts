// Uzbekistan's national preventive vaccination calendar, birth to school entry (7 years), as data. Source,
// date and what could not be verified: SOURCE.md beside this file. The clinic's (poliklinika)
// schedule always comes first; this list only helps a parent remember.
//
// Due dates follow the child's real (chronological) age, never the age corrected for
// prematurity: WHO and AAP both vaccinate preterm babies by chronological age.
import type { Locale } from "@/lib/i18n/locale";

export interface ScheduledDose {
  /** Stable id used in URLs and stored records: never rename one, add a new id instead. */
  id: string;
  /** Key of the vaccine (VACCINES below). */
  vaccine: VaccineKey;
  /** 1-based dose number within the vaccine's series as the national calendar counts it. */
  dose: number;
  /** Age at which the dose is due: days for the birth doses, calendar months otherwise. */
  age: { days: number } | { months: number };
  /** Days after the due date before the dose counts as overdue (see SOURCE.md, "Grace periods"). */
  graceDays: number;
}

// Grace periods (why these numbers: SOURCE.md). Birth doses are given in the maternity ward in
// the first days; infant doses have a month-wide window before the next visit; doses from 12
// months on are commonly given within two months of the due age.
const BIRTH_GRACE = 7;
const INFANT_GRACE = 30;
const LATER_GRACE = 60;

export const VACCINES = {
  hepB: { uz: "Gepatit B", ru: "Гепатит B", en: "Hepatitis B" },
  bcg: { uz: "BCG (sil)", ru: "БЦЖ (туберкулёз)", en: "BCG (tuberculosis)" },
  opv: { uz: "Poliomiyelit (OPV, tomchi)", ru: "Полиомиелит (ОПВ, капли)", en: "Polio (OPV, drops)" },
  ipv: { uz: "Poliomiyelit (IPV, ukol)", ru: "Полиомиелит (ИПВ, укол)", en: "Polio (IPV, injection)" },
  penta: {
    uz: "Pentavalent/geksavalent (KDS-GepB-Hib)",
    ru: "Пентавалентная/гексавалентная (АКДС-ГепВ-Hib)",
    en: "Pentavalent/hexavalent (DTP-HepB-Hib)",
  },
  pcv: { uz: "Pnevmokokk (PCV)", ru: "Пневмококк (ПКВ)", en: "Pneumococcal (PCV)" },
  rota: { uz: "Rotavirus", ru: "Ротавирус", en: "Rotavirus" },
  mmr: { uz: "Qizamiq, qizilcha, parotit (QQP)", ru: "Корь, краснуха, паротит (КПК)", en: "Measles, mumps, rubella (MMR)" },
  dtp: { uz: "KDS (ko'kyo'tal, difteriya, qoqshol)", ru: "АКДС (коклюш, дифтерия, столбняк)", en: "DTP (diphtheria, tetanus, pertussis)" },
  td: { uz: "ADS-M (difteriya, qoqshol)", ru: "АДС-М (дифтерия, столбняк)", en: "Td (diphtheria, tetanus)" },
} as const satisfies Record<string, Record<Locale, string>>;

export type VaccineKey = keyof typeof VACCINES;

const at = (months: number) => ({ months });

export const SCHEDULE: readonly ScheduledDose[] = [
  { id: "hepb-0", vaccine: "hepB", dose: 1, age: { days: 0 }, graceDays: BIRTH_GRACE },
  { id: "bcg", vaccine: "bcg", dose: 1, age: { days: 2 }, graceDays: BIRTH_GRACE },
  { id: "penta-1", vaccine: "penta", dose: 1, age: at(2), graceDays: INFANT_GRACE },
  { id: "opv-1", vaccine: "opv", dose: 1, age: at(2), graceDays: INFANT_GRACE },
  { id: "pcv-1", vaccine: "pcv", dose: 1, age: at(2), graceDays: INFANT_GRACE },
  { id: "rota-1", vaccine: "rota", dose: 1, age: at(2), graceDays: INFANT_GRACE },
  { id: "penta-2", vaccine: "penta", dose: 2, age: at(3), graceDays: INFANT_GRACE },
  { id: "opv-2", vaccine: "opv", dose: 2, age: at(3), graceDays: INFANT_GRACE },
  { id: "pcv-2", vaccine: "pcv", dose: 2, age: at(3), graceDays: INFANT_GRACE },
  { id: "rota-2", vaccine: "rota", dose: 2, age: at(3), graceDays: INFANT_GRACE },
  { id: "penta-3", vaccine: "penta", dose: 3, age: at(4), graceDays: INFANT_GRACE },
  { id: "opv-3", vaccine: "opv", dose: 3, age: at(4), graceDays: INFANT_GRACE },
  { id: "rota-3", vaccine: "rota", dose: 3, age: at(4), graceDays: INFANT_GRACE },
  { id: "ipv-1", vaccine: "ipv", dose: 1, age: at(4), graceDays: INFANT_GRACE },
  { id: "pcv-3", vaccine: "pcv", dose: 3, age: at(12), graceDays: LATER_GRACE },
  { id: "mmr-1", vaccine: "mmr", dose: 1, age: at(12), graceDays: LATER_GRACE },
  { id: "dtp-4", vaccine: "dtp", dose: 4, age: at(16), graceDays: LATER_GRACE },
  { id: "opv-4", vaccine: "opv", dose: 4, age: at(16), graceDays: LATER_GRACE },
  { id: "mmr-2", vaccine: "mmr", dose: 2, age: at(72), graceDays: LATER_GRACE },
  // School entry (first grade, 7 years): the last doses a child of the app's ages sees coming.
  { id: "opv-5", vaccine: "opv", dose: 5, age: at(84), graceDays: LATER_GRACE },
  { id: "td-5", vaccine: "td", dose: 5, age: at(84), graceDays: LATER_GRACE },
];

export const DOSE_IDS = SCHEDULE.map((dose) => dose.id) as [string, ...string[]];

export function findDose(id: string): ScheduledDose | undefined {
  return SCHEDULE.find((dose) => dose.id === id);
}
