// Issues and actions of the rule-based estimator. Each rule is one `if` over the SoilState, with
// the agronomic reason in docs/soil-rules.md. Texts name no brands and give no doses: doses
// need a laboratory analysis and a local agronomist.
import type { Priority, Severity, SoilAction, SoilIssue } from "../answer-schema";
import type { SoilState } from "./assess";
import { phReactionUz, salinityAtLeast, uzNumber } from "./lab-classes";

const issue = (code: string, severity: Severity, description_uz: string): SoilIssue => ({ code, severity, description_uz });
const action = (type: string, priority: Priority, description_uz: string): SoilAction => ({ type, priority, description_uz });

const SALINITY_TEST_UZ =
  "Sho'rlanishni tekshirish uchun arzon EC-metr yetarli: tuproqni 1 qism tuproq va 5 qism toza suv nisbatida aralashtirib, tingach suvini o'lchang; yoki laboratoriyada quruq qoldiq yoki EC ni aniqlating.";

const SALINITY_UZ = { none: "", weak: "kuchsiz", moderate: "o'rtacha", strong: "kuchli", solonchak: "juda kuchli (sho'rxok)" } as const;

export function findIssues(s: SoilState): SoilIssue[] {
  const issues: SoilIssue[] = [];
  if (salinityAtLeast(s.salinity, "weak")) {
    const severity: Severity = salinityAtLeast(s.salinity, "strong") ? "high" : s.salinity === "moderate" ? "medium" : "low";
    const approx = s.eceConverted ? " (EC 1:5 ko'rsatkichidan taxminan hisoblangan)" : "";
    const text = s.salinityFromLab
      ? `Laboratoriya natijasiga ko'ra tuproq ${SALINITY_UZ[s.salinity]} sho'rlangan${approx}.`
      : `Kuzatuvlaringizga ko'ra tuproq ${SALINITY_UZ[s.salinity]} sho'rlangan bo'lishi mumkin; buni o'lchab tasdiqlash kerak.`;
    issues.push(issue("salinity_risk", severity, `${text} Sho'r o'simlik ildiziga suv o'tishini qiyinlashtiradi va hosilni kamaytiradi.`));
  } else if (s.salinityPossible) {
    // From the region (or weak hints) alone: a possibility to check, never a finding.
    issues.push(issue("salinity_risk", "low", "Bu hududda sho'rlangan dalalar ko'p uchraydi, shuning uchun dalangiz ham sho'rlangan bo'lishi mumkin. Bu hali aniqlanmagan: uni oddiy o'lchov bilan tekshirib olish kerak."));
  }
  if (s.ph >= 7.9) {
    const strong = s.ph >= 8.5;
    const severity: Severity = s.phFromLab ? (strong ? "high" : "medium") : strong ? "medium" : "low";
    issues.push(issue("high_ph", severity, `Tuproq ${phReactionUz(s.ph)} (pH ${uzNumber(s.ph)}${s.phFromLab ? "" : ", taxminiy"}). Bunday tuproqda fosfor va rux o'simlikka yomon o'tadi.`));
  } else if (s.phFromLab && s.ph < 5.5) {
    issues.push(issue("low_ph", "medium", `Tuproq ${phReactionUz(s.ph)} (pH ${uzNumber(s.ph)}). Ko'p ekinlar uchun pH past.`));
  }
  if (s.organicMatter === "past") {
    const severity: Severity = s.humusFromLab ? (s.humusPercent! < 0.5 ? "high" : "medium") : "low";
    const value = s.humusFromLab ? ` (gumus ${uzNumber(s.humusPercent!, 2, 0)}%)` : "";
    issues.push(issue("low_organic_matter", severity, `Tuproqda chirindi (gumus) kam${value}. Bu tuproq tuzilishini buzadi, suv va oziqni ushlab turishni kamaytiradi.`));
  }
  if (s.nitrogen === "past") {
    const severity: Severity = s.nitrogenFromLab ? (s.nitrogenVeryLow ? "high" : "medium") : s.signals.yellowing ? "medium" : "low";
    const hint = s.signals.yellowing && !s.nitrogenFromLab ? " Barglarning sarg'ayishi ham shunga ishora qiladi." : "";
    issues.push(issue("nitrogen_deficiency", severity, `Azot yetishmasligi ${s.nitrogenFromLab ? "laboratoriya natijasida ko'rindi" : "ehtimoli bor"}.${hint}`));
  }
  if (s.phosphorus === "past") {
    issues.push(issue("phosphorus_deficiency", s.phosphorusClass === "juda past" ? "high" : "medium", `Harakatchan fosfor ${s.phosphorusClass} darajada (laboratoriya natijasi).`));
  }
  if (s.potassium === "past") {
    issues.push(issue("potassium_deficiency", s.potassiumClass === "juda past" ? "high" : "medium", `Almashinuvchi kaliy ${s.potassiumClass} darajada (laboratoriya natijasi).`));
  }
  if (s.signals.hardening) {
    issues.push(issue("compaction", "medium", "Sug'orishdan keyin tuproq qotib, qatqaloq hosil bo'lmoqda. Bu urug'larning unib chiqishini va ildizga havo o'tishini qiyinlashtiradi."));
  }
  if (s.signals.waterlogging) {
    issues.push(issue("waterlogging", salinityAtLeast(s.salinity, "moderate") ? "high" : "medium", "Dalada suv turib qolmoqda. Zax ildizni bo'g'adi va yer osti suvi bilan birga tuzni yuqoriga olib chiqadi."));
  } else if (s.signals.shallowGroundwater) {
    issues.push(issue("shallow_groundwater", "low", "Yer osti suvi yaqin: bu ikkilamchi sho'rlanish xavfini oshiradi."));
  }
  const { repeatedCropId, repeatedYears, cottonWheatOnly, riceLastSeason, decliningYield } = s.history;
  if (repeatedCropId) {
    issues.push(issue("monoculture", repeatedYears >= 3 ? "medium" : "low", `Oxirgi ${repeatedYears} yil dalaga bir xil ekin ekilgan. Bu tuproqni bir tomonlama oriqlatadi, kasallik va zararkunandalarni ko'paytiradi.`));
  } else if (cottonWheatOnly) {
    issues.push(issue("narrow_rotation", "low", "Dalada faqat paxta va bug'doy almashinmoqda, dukkakli ekin yo'q. Tuproqda chirindi va azot kamayib boradi."));
  }
  if (riceLastSeason) {
    issues.push(issue("after_rice", salinityAtLeast(s.salinity, "weak") ? "medium" : "low", "O'tgan mavsum sholi ekilgan: tuproq zaxlangan bo'lishi va quriganda tuz yuqoriga qaytishi mumkin."));
  }
  if (decliningYield) {
    issues.push(issue("declining_yield", "medium", "Hosil yildan-yilga kamaymoqda. Sababini (sho'rlanish, oziq yetishmasligi, almashlab ekish yo'qligi) aniqlash kerak."));
  }
  if (s.signals.poorGrowth) {
    issues.push(issue("poor_growth", "low", "O'simliklar sust o'smoqda yoki siyrak unmoqda. Bu sho'rlanish, zichlashish yoki oziq yetishmasligi belgisi bo'lishi mumkin."));
  }
  return issues;
}

/**
 * Rotation advice (docs/soil-rules.md section 5, "Actions"): legumes after cotton/wheat (mosh as a
 * catch crop after winter wheat, beda); on saline land legumes fail (mosh threshold ECe 1.8), so
 * salt-tolerant crops come first and legumes after leaching.
 */
export function rotationAdvice(s: SoilState): string {
  if (salinityAtLeast(s.salinity, "moderate")) {
    return "Almashlab ekishni joriy qiling: sho'rga chidamli ekinlar (arpa, oq jo'xori, kuzgi bug'doy) bilan navbatlang; sho'r yuvilib, tuproq yaxshilangach mosh yoki beda eking.";
  }
  if (s.history.repeatedCropId === "cotton") {
    return "Almashlab ekishni joriy qiling: paxtadan keyin kuzgi bug'doy eking, bug'doy o'rilgach takroriy ekin sifatida mosh eking yoki dalaning bir qismiga 1-2 yilga beda eking.";
  }
  if (s.history.repeatedCropId === "wheat") {
    return "Almashlab ekishni joriy qiling: bug'doy o'rilgach takroriy ekin sifatida mosh eking, keyingi yili bug'doy o'rniga boshqa ekin (paxta, makkajo'xori yoki dukkakli) eking.";
  }
  return "Almashlab ekishni joriy qiling: bir xil ekinni dukkakli ekinlar (mosh, no'xat, soya yoki beda) bilan navbatlang.";
}

export function findActions(s: SoilState): SoilAction[] {
  const actions: SoilAction[] = [];
  const saline = salinityAtLeast(s.salinity, "moderate");
  // Rule 4 (docs/soil-rules.md section 5, "Actions"): falling yields on saline land: diagnose and
  // leach before fertilizer.
  const salinityFirst = s.history.decliningYield && (s.salinityPossible || salinityAtLeast(s.salinity, "weak"));
  // A salinity test: an EC meter reading of a 1:5 soil-water mix is cheap and quick; a lab
  // gives dry residue or EC. Asked for whenever salinity is possible or only observed.
  const needsSalinityTest = !s.salinityFromLab && (s.salinityPossible || s.salinityBasis === "observation");
  if (!s.hasLab) {
    const ec = needsSalinityTest ? ` ${SALINITY_TEST_UZ}` : "";
    actions.push(action("lab_test", "high", `Dalaning bir necha joyidan 0-30 sm chuqurlikdan tuproq namunasi olib, agrokimyo laboratoriyasida pH, azot, fosfor, kaliy, gumus va sho'rlanish darajasini tekshirtiring.${ec}`));
  } else if (needsSalinityTest) {
    const why = salinityFirst ? "Hosil kamaymoqda: o'g'it ko'paytirishdan oldin sho'rlanishni aniqlang." : "Sho'rlanish darajasi o'lchanmagan.";
    actions.push(action("lab_test", salinityFirst ? "high" : "medium", `${why} ${SALINITY_TEST_UZ}`));
  }
  // Leaching only for salinity that was seen or measured; a leaching norm needs a measurement.
  if (saline) {
    actions.push(action("irrigation", "high", "Ekishdan oldin kuz-qish davrida sho'r yuvish o'tkazing; suv me'yorini sho'rlanish o'lchovi asosida agronom bilan belgilang. Undan oldin zovur va drenaj ishlayotganini tekshiring, aks holda tuz qaytadi."));
  } else if (s.salinity === "weak") {
    actions.push(action("irrigation", salinityFirst ? "high" : "medium", "Sho'rlanish belgilarini kuzating: bahorda tuproq yuzasida oq qatlam ko'paysa, yengil sho'r yuvish va zovurlarni tozalash kerak."));
  }
  if (s.sodic) {
    // Gypsum's calcium replaces the sodium that disperses clay (sodic soils); saline soils need
    // leaching, not gypsum, and many here already contain gypsum.
    const why = s.signals.sodic ? "kuzatuvlaringizda sho'rtob (natriy) haqida yozilgan" : "pH 8,5 dan yuqori va sug'orishdan keyin qatqaloq bog'laydi";
    actions.push(action("soil_improvement", "medium", `Tuproq sho'rtob (natriyli) bo'lishi mumkin: ${why}. Laboratoriyada almashinuvchi natriyni aniqlating; u ko'p bo'lsa, gips solish yordam beradi, miqdorini tahlil asosida agronom bilan belgilang.`));
  }
  if (s.signals.waterlogging || s.history.riceLastSeason) {
    actions.push(action("irrigation", s.signals.waterlogging ? "high" : "medium", "Zovurlarni tozalang, dalani tekislang va sug'orish suvini me'yorida bering, suv bir joyda to'xtab qolmasin."));
  }
  const rotationNeeded = s.history.repeatedCropId !== null || s.history.cottonWheatOnly;
  if (rotationNeeded) {
    actions.push(action("rotation", s.history.repeatedYears >= 3 || s.history.cottonWheatOnly ? "high" : "medium", rotationAdvice(s)));
  }
  if (s.organicMatter === "past") {
    actions.push(action("soil_improvement", "medium", "Chirigan go'ng yoki kompost soling, g'o'zapoya va somonni maydalab tuproqqa aralashtiring, oraliq davrda ko'kat o'g'it (siderat) eking."));
  }
  if (s.signals.hardening) {
    actions.push(action("soil_improvement", "medium", "Tuproq nam paytida og'ir texnika kiritmang; kuzda chizel bilan yumshating va sug'orishdan keyin qatqaloqni yumshatib turing."));
  }
  const fertilizerPriority: Priority = salinityFirst ? "low" : "medium";
  if (s.nitrogen === "past") {
    actions.push(action("fertilizer", fertilizerPriority, "Azotli o'g'itni bir martada emas, o'simlik rivojiga qarab bir necha marta bo'lib bering; umumiy me'yorni laboratoriya natijasi asosida belgilang."));
  }
  if (s.phosphorus === "past") {
    actions.push(action("fertilizer", fertilizerPriority, "Fosforli o'g'itni asosiy shudgor oldidan soling; ishqoriy tuproqda uni qator bo'ylab berish samaraliroq."));
  }
  if (s.potassium === "past") {
    actions.push(action("fertilizer", fertilizerPriority, "Kaliyli o'g'it bering, ayniqsa paxta va sabzavot uchun; me'yorni laboratoriya natijasi asosida belgilang."));
  }
  if (s.ph >= 7.9) {
    actions.push(action("soil_improvement", "low", "Ishqoriy tuproqda organik o'g'itni ko'paytiring va fosforli o'g'itni organik o'g'it bilan birga bering, shunda fosfor yaxshiroq o'zlashtiriladi."));
  }
  const order: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
  return actions.sort((a, b) => order[a.priority] - order[b.priority]);
}
