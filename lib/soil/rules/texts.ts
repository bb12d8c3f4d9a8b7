// The rules estimator's texts in the reader's language (issue 34: "the rules estimator works in
// each language"). Uzbek first, Russian and English in texts-ru.ts / texts-en.ts; placeholders
// are filled with fill(). The rules decide the same things in every language; only the words
// change. docs/soil-rules.md section 14.
import { fill } from "@/lib/i18n/bundle";
import type { Locale } from "@/lib/i18n/locale";
import type { LabClass, SalinityClass } from "./lab-classes";
import { PH_REACTIONS_UZ } from "./lab-classes";
import { en } from "./texts-en";
import { ru } from "./texts-ru";

type Saline = Exclude<SalinityClass, "none">;

export type RulesTexts = {
  /** Soil reaction classes, extremely acid to very strongly alkaline (phReactionIndex). */
  phReactions: readonly string[];
  /** Machigin classes as the phosphorus and potassium findings read them ("на низком уровне"). */
  labClasses: Record<LabClass, string>;
  soil: {
    /** The region's dominant soil type (its Uzbek name in the data) in this language. */
    types: Record<string, string>;
    unknown: string;
    /** {type}: a soil type that became saline. */
    saline: string;
    solonchak: string;
  };
  issues: {
    salinityClass: Record<Saline, string>;
    salinityApprox: string;
    salinityLab: string;
    salinityObserved: string;
    salinityHarm: string;
    salinityPossible: string;
    estimated: string;
    highPh: string;
    lowPh: string;
    humusValue: string;
    lowOrganicMatter: string;
    nitrogenLab: string;
    nitrogenPossible: string;
    yellowingHint: string;
    phosphorusLow: string;
    potassiumLow: string;
    compaction: string;
    waterlogging: string;
    shallowGroundwater: string;
    monoculture: string;
    narrowRotation: string;
    afterRice: string;
    decliningYield: string;
    poorGrowth: string;
  };
  rotation: { saline: string; afterCotton: string; afterWheat: string; general: string };
  actions: {
    salinityTest: string;
    labTest: string;
    salinityFirst: string;
    salinityNotMeasured: string;
    leaching: string;
    watchWeakSalinity: string;
    sodic: string;
    sodicObserved: string;
    sodicPh: string;
    drains: string;
    organic: string;
    hardening: string;
    nitrogen: string;
    phosphorus: string;
    potassium: string;
    alkalineOrganic: string;
  };
  crops: {
    phEstimated: string;
    phBand: { S1: string; S2: string; S3: string; N: string };
    saltLoss: string;
    saltTolerant: string;
    humusLow: string;
    waterlogging: string;
    repeated: string;
    lastSeason: string;
    legumeRotation: string;
    legume: string;
    regional: string;
    riceWater: string;
  };
  summary: {
    whereRegion: string;
    whereUnknown: string;
    phAbout: string;
    soilLine: string;
    noLab: string;
    withLab: string;
    regionUnknown: string;
    mainIssues: string;
    noIssues: string;
    first: string;
    crops: string;
  };
};

const uz: RulesTexts = {
  phReactions: PH_REACTIONS_UZ,
  labClasses: { "juda past": "juda past", past: "past", "o'rtacha": "o'rtacha", yuqori: "yuqori", "juda yuqori": "juda yuqori" },
  soil: {
    types: {},
    unknown: "bo'z tuproq (taxminiy, viloyat aniqlanmagan)",
    saline: "{type} (sho'rlangan)",
    solonchak: "sho'rxok tuproq",
  },
  issues: {
    salinityClass: { weak: "kuchsiz", moderate: "o'rtacha", strong: "kuchli", solonchak: "juda kuchli (sho'rxok)" },
    salinityApprox: " (EC 1:5 ko'rsatkichidan taxminan hisoblangan)",
    salinityLab: "Laboratoriya natijasiga ko'ra tuproq {class} sho'rlangan{approx}.",
    salinityObserved: "Kuzatuvlaringizga ko'ra tuproq {class} sho'rlangan bo'lishi mumkin; buni o'lchab tasdiqlash kerak.",
    salinityHarm: "Sho'r o'simlik ildiziga suv o'tishini qiyinlashtiradi va hosilni kamaytiradi.",
    salinityPossible: "Bu hududda sho'rlangan dalalar ko'p uchraydi, shuning uchun dalangiz ham sho'rlangan bo'lishi mumkin. Bu hali aniqlanmagan: uni oddiy o'lchov bilan tekshirib olish kerak.",
    estimated: ", taxminiy",
    highPh: "Tuproq {reaction} (pH {ph}{estimated}). Bunday tuproqda fosfor va rux o'simlikka yomon o'tadi.",
    lowPh: "Tuproq {reaction} (pH {ph}). Ko'p ekinlar uchun pH past.",
    humusValue: " (gumus {value}%)",
    lowOrganicMatter: "Tuproqda chirindi (gumus) kam{value}. Bu tuproq tuzilishini buzadi, suv va oziqni ushlab turishni kamaytiradi.",
    nitrogenLab: "Azot yetishmasligi laboratoriya natijasida ko'rindi.",
    nitrogenPossible: "Azot yetishmasligi ehtimoli bor.",
    yellowingHint: " Barglarning sarg'ayishi ham shunga ishora qiladi.",
    phosphorusLow: "Harakatchan fosfor {class} darajada (laboratoriya natijasi).",
    potassiumLow: "Almashinuvchi kaliy {class} darajada (laboratoriya natijasi).",
    compaction: "Sug'orishdan keyin tuproq qotib, qatqaloq hosil bo'lmoqda. Bu urug'larning unib chiqishini va ildizga havo o'tishini qiyinlashtiradi.",
    waterlogging: "Dalada suv turib qolmoqda. Zax ildizni bo'g'adi va yer osti suvi bilan birga tuzni yuqoriga olib chiqadi.",
    shallowGroundwater: "Yer osti suvi yaqin: bu ikkilamchi sho'rlanish xavfini oshiradi.",
    monoculture: "Oxirgi {years} yil dalaga bir xil ekin ekilgan. Bu tuproqni bir tomonlama oriqlatadi, kasallik va zararkunandalarni ko'paytiradi.",
    narrowRotation: "Dalada faqat paxta va bug'doy almashinmoqda, dukkakli ekin yo'q. Tuproqda chirindi va azot kamayib boradi.",
    afterRice: "O'tgan mavsum sholi ekilgan: tuproq zaxlangan bo'lishi va quriganda tuz yuqoriga qaytishi mumkin.",
    decliningYield: "Hosil yildan-yilga kamaymoqda. Sababini (sho'rlanish, oziq yetishmasligi, almashlab ekish yo'qligi) aniqlash kerak.",
    poorGrowth: "O'simliklar sust o'smoqda yoki siyrak unmoqda. Bu sho'rlanish, zichlashish yoki oziq yetishmasligi belgisi bo'lishi mumkin.",
  },
  rotation: {
    saline: "Almashlab ekishni joriy qiling: sho'rga chidamli ekinlar (arpa, oq jo'xori, kuzgi bug'doy) bilan navbatlang; sho'r yuvilib, tuproq yaxshilangach mosh yoki beda eking.",
    afterCotton: "Almashlab ekishni joriy qiling: paxtadan keyin kuzgi bug'doy eking, bug'doy o'rilgach takroriy ekin sifatida mosh eking yoki dalaning bir qismiga 1-2 yilga beda eking.",
    afterWheat: "Almashlab ekishni joriy qiling: bug'doy o'rilgach takroriy ekin sifatida mosh eking, keyingi yili bug'doy o'rniga boshqa ekin (paxta, makkajo'xori yoki dukkakli) eking.",
    general: "Almashlab ekishni joriy qiling: bir xil ekinni dukkakli ekinlar (mosh, no'xat, soya yoki beda) bilan navbatlang.",
  },
  actions: {
    salinityTest:
      "Sho'rlanishni tekshirish uchun arzon EC-metr yetarli: tuproqni 1 qism tuproq va 5 qism toza suv nisbatida aralashtirib, tingach suvini o'lchang; yoki laboratoriyada quruq qoldiq yoki EC ni aniqlating.",
    labTest: "Dalaning bir necha joyidan 0-30 sm chuqurlikdan tuproq namunasi olib, agrokimyo laboratoriyasida pH, azot, fosfor, kaliy, gumus va sho'rlanish darajasini tekshirtiring.",
    salinityFirst: "Hosil kamaymoqda: o'g'it ko'paytirishdan oldin sho'rlanishni aniqlang.",
    salinityNotMeasured: "Sho'rlanish darajasi o'lchanmagan.",
    leaching: "Ekishdan oldin kuz-qish davrida sho'r yuvish o'tkazing; suv me'yorini sho'rlanish o'lchovi asosida agronom bilan belgilang. Undan oldin zovur va drenaj ishlayotganini tekshiring, aks holda tuz qaytadi.",
    watchWeakSalinity: "Sho'rlanish belgilarini kuzating: bahorda tuproq yuzasida oq qatlam ko'paysa, yengil sho'r yuvish va zovurlarni tozalash kerak.",
    sodic: "Tuproq sho'rtob (natriyli) bo'lishi mumkin: {why}. Laboratoriyada almashinuvchi natriyni aniqlating; u ko'p bo'lsa, gips solish yordam beradi, miqdorini tahlil asosida agronom bilan belgilang.",
    sodicObserved: "kuzatuvlaringizda sho'rtob (natriy) haqida yozilgan",
    sodicPh: "pH 8,5 dan yuqori va sug'orishdan keyin qatqaloq bog'laydi",
    drains: "Zovurlarni tozalang, dalani tekislang va sug'orish suvini me'yorida bering, suv bir joyda to'xtab qolmasin.",
    organic: "Chirigan go'ng yoki kompost soling, g'o'zapoya va somonni maydalab tuproqqa aralashtiring, oraliq davrda ko'kat o'g'it (siderat) eking.",
    hardening: "Tuproq nam paytida og'ir texnika kiritmang; kuzda chizel bilan yumshating va sug'orishdan keyin qatqaloqni yumshatib turing.",
    nitrogen: "Azotli o'g'itni bir martada emas, o'simlik rivojiga qarab bir necha marta bo'lib bering; umumiy me'yorni laboratoriya natijasi asosida belgilang.",
    phosphorus: "Fosforli o'g'itni asosiy shudgor oldidan soling; ishqoriy tuproqda uni qator bo'ylab berish samaraliroq.",
    potassium: "Kaliyli o'g'it bering, ayniqsa paxta va sabzavot uchun; me'yorni laboratoriya natijasi asosida belgilang.",
    alkalineOrganic: "Ishqoriy tuproqda organik o'g'itni ko'paytiring va fosforli o'g'itni organik o'g'it bilan birga bering, shunda fosfor yaxshiroq o'zlashtiriladi.",
  },
  crops: {
    phEstimated: "{ph} (taxminiy)",
    phBand: {
      S1: "pH {ph} bu ekin uchun qulay",
      S2: "pH {ph} biroz noqulay, ammo ekish mumkin",
      S3: "pH {ph} noqulay, hosil kamayishi mumkin",
      N: "pH {ph} bu ekin uchun mos emas",
    },
    saltLoss: "sho'rlanish hosilni taxminan {pct}% kamaytirishi mumkin",
    saltTolerant: "sho'rlanishga chidamli",
    humusLow: "gumus kam, ko'proq organik o'g'it talab qiladi",
    waterlogging: "zax va botqoqlanishni yoqtirmaydi",
    repeated: "oxirgi {years} yil ketma-ket ekilgan, almashlab ekish kerak",
    lastSeason: "o'tgan mavsum ham ekilgan, boshqa ekin bilan almashtirish foydaliroq",
    legumeRotation: "dukkakli ekin: tuproqni azot bilan boyitadi, almashlab ekish uchun mos",
    legume: "dukkakli ekin: tuproqni azot bilan boyitadi",
    regional: "viloyatda keng ekiladi",
    riceWater: "ko'p suv talab qiladi, zovurlar yaxshi ishlashi kerak",
  },
  summary: {
    whereRegion: "{region} ma'lumotlariga ko'ra",
    whereUnknown: "Viloyat aniqlanmadi, shuning uchun umumiy ma'lumotlarga ko'ra",
    phAbout: "taxminan ",
    soilLine: "{where} tuproq: {soil}, {ph}.",
    noLab: "Laboratoriya tahlili ma'lumotlari yo'q, shuning uchun bu baho viloyat o'rtacha ko'rsatkichlari, kuzatuvlaringiz va ekin tarixiga asoslangan taxmin.",
    withLab: "Baho siz bergan laboratoriya natijalari, kuzatuvlaringiz va ekin tarixiga asoslangan.",
    regionUnknown: "Viloyat bo'yicha tuproq statistikasi noma'lum, natijalar ishonchliligi past.",
    mainIssues: "Asosiy muammolar: {list}.",
    noIssues: "Jiddiy muammo aniqlanmadi.",
    first: "Birinchi navbatda: {action}",
    crops: "Mos ekinlar: {list}.",
  },
};

export const RULES_TEXTS: Record<Locale, RulesTexts> = { uz, ru, en };

/** The field's soil type in the texts' language: a solonchak, a saline type, or the region's. */
export function soilTypeIn(regionType: string | null, salinity: SalinityClass, t: RulesTexts): string {
  if (salinity === "solonchak") return t.soil.solonchak;
  const type = regionType === null ? t.soil.unknown : (t.soil.types[regionType] ?? regionType);
  return salinity === "moderate" || salinity === "strong" ? fill(t.soil.saline, { type }) : type;
}
