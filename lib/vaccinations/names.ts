// The vaccines' names in each language, and the abbreviation the polyclinic's vaccination card
// (emlash kartasi, прививочная карта) uses for each, shown next to ours so a parent can match the
// page with the card. Which abbreviations were seen on which source: SOURCE.md, "Card names".
import type { Locale } from "@/lib/i18n/locale";

export const VACCINES = {
  hepB: { uz: "Gepatit B", ru: "Гепатит B", en: "Hepatitis B" },
  bcg: { uz: "Sil (BSJ)", ru: "Туберкулёз (БЦЖ)", en: "Tuberculosis (BCG)" },
  opv: { uz: "Poliomiyelit, tomchi (OPV)", ru: "Полиомиелит, капли (ОПВ)", en: "Polio, drops (OPV)" },
  ipv: { uz: "Poliomiyelit, ukol (IPV)", ru: "Полиомиелит, укол (ИПВ)", en: "Polio, injection (IPV)" },
  penta: {
    uz: "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
    ru: "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
    en: "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)",
  },
  pcv: { uz: "Pnevmokokk", ru: "Пневмококк", en: "Pneumococcal" },
  // A separate Hib dose for a child past infancy (catch-up): the infant doses come inside penta.
  hib: { uz: "Gemofil infeksiyasi (Hib)", ru: "Гемофильная инфекция (Hib)", en: "Haemophilus influenzae type b (Hib)" },
  rota: { uz: "Rotavirus", ru: "Ротавирус", en: "Rotavirus" },
  mmr: { uz: "Qizamiq, qizilcha, tepki (parotit)", ru: "Корь, краснуха, паротит", en: "Measles, mumps, rubella" },
  dtp: { uz: "Ko'kyo'tal, difteriya, qoqshol", ru: "Коклюш, дифтерия, столбняк", en: "Pertussis, diphtheria, tetanus" },
  td: { uz: "Difteriya, qoqshol", ru: "Дифтерия, столбняк", en: "Diphtheria, tetanus" },
  hpv: {
    uz: "Odam papillomavirusi (bachadon bo'yni saratonidan himoya)",
    ru: "Вирус папилломы человека (защита от рака шейки матки)",
    en: "Human papillomavirus (protects against cervical cancer)",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type VaccineKey = keyof typeof VACCINES;

/**
 * The letters on the vaccination card: Uzbek cards write BSJ, VGV, AKDS, ADS-M, OPV, QPQ, PKV;
 * Russian-language cards the Russian letters; English uses the international ones.
 */
export const CARD_NAMES = {
  hepB: { uz: "VGV", ru: "ВГВ", en: "HepB" },
  bcg: { uz: "BSJ", ru: "БЦЖ", en: "BCG" },
  opv: { uz: "OPV", ru: "ОПВ", en: "OPV" },
  ipv: { uz: "IPV", ru: "ИПВ", en: "IPV" },
  penta: { uz: "AKDS-VGV-Hib", ru: "АКДС-ВГВ-Hib", en: "DTP-HepB-Hib" },
  pcv: { uz: "PKV", ru: "ПНЕВМО", en: "PCV" },
  hib: { uz: "Hib", ru: "Hib", en: "Hib" },
  rota: { uz: "Rota", ru: "Рота", en: "RV" },
  mmr: { uz: "QPQ", ru: "КПК", en: "MMR" },
  dtp: { uz: "AKDS", ru: "АКДС", en: "DTP" },
  td: { uz: "ADS-M", ru: "АДС-М", en: "Td" },
  hpv: { uz: "VPCh", ru: "ВПЧ", en: "HPV" },
} as const satisfies Record<VaccineKey, Record<Locale, string>>;
