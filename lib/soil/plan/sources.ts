// The published sources behind the plan's numbers, named in every answer in the reader's language
// (docs/soil-rules.md section 12 gives which number comes from which, and marks what could not be
// verified). Authors and titles of works stay as published; what each source gives is translated.
import type { Locale } from "@/lib/i18n/locale";
import type { PlanCropId } from "./crops";

export type Source = { id: string; title: string; url?: string };
type Entry = { id: string; title: Record<Locale, string>; url?: string };

const SOURCES = {
  safarova: {
    id: "safarova",
    title: {
      uz: "Safarova N., Safarov B. Paxtachilikda agrokimyo (o'quv qo'llanma), 71-bet: g'o'za uchun Machigin sinflari bo'yicha P₂O₅ va K₂O me'yorlari",
      ru: "Safarova N., Safarov B. Paxtachilikda agrokimyo (учебное пособие), с. 71: нормы P₂O₅ и K₂O под хлопчатник по классам Мачигина",
      en: "Safarova N., Safarov B. Paxtachilikda agrokimyo (study guide), p. 71: cotton P₂O₅ and K₂O rates by Machigin class",
    },
    url: "https://online.flipbuilder.com/fiohr/jyfg/files/basic-html/page71.html",
  },
  coefficients: {
    id: "coefficients",
    title: {
      uz: "O'zbek agrokimyo amaliyoti (2021–2022), ilova: Machigin sinflari bo'yicha P₂O₅ va K₂O me'yoriga koeffitsientlar (1,25; 1,0; 0,75; 0,5; 0,25)",
      ru: "Узбекский практикум по агрохимии (2021–2022), приложение: коэффициенты к нормам P₂O₅ и K₂O по классам Мачигина (1,25; 1,0; 0,75; 0,5; 0,25)",
      en: "Uzbek agrochemistry practicum (2021–2022), annex: P₂O₅ and K₂O rate coefficients by Machigin class (1.25, 1.0, 0.75, 0.5, 0.25)",
    },
  },
  cottonNorm: {
    id: "cotton-norm",
    title: {
      uz: "O'zbekiston g'o'za tajribalari: yillik N200 P140 K100 me'yori (Biruni jurnali); Ismailov va boshq. 2021, Qoraqalpog'istonda N250 P175 K125",
      ru: "Опыты с хлопчатником в Узбекистане: годовая норма N200 P140 K100 (журнал Biruni); Ismailov и др. 2021, N250 P175 K125 в Каракалпакстане",
      en: "Uzbek cotton trials with the annual N200 P140 K100 norm (Biruni journal); Ismailov et al. 2021, N250 P175 K125 in Karakalpakstan",
    },
    url: "https://theamericanjournals.com/index.php/tajabe/article/view/227",
  },
  wheatTrial: {
    id: "wheat-trial",
    title: {
      uz: "Tipik bo'z tuproqda kuzgi bug'doy: N180 K90, ekishdan oldin P₂O₅ 125 kg/ga (Interonconf)",
      ru: "Озимая пшеница на типичном сероземе: N180 K90, P₂O₅ 125 кг/га до посева (Interonconf)",
      en: "Winter wheat on typical serozem: N180 K90 with P₂O₅ 125 kg/ha before sowing (Interonconf)",
    },
    url: "https://interoncof.com/index.php/france/article/view/4485",
  },
  regionalList: {
    id: "samarqand-list",
    title: {
      uz: "Samarqand viloyati qishloq xo'jaligi boshqarmasi: ekinlar bo'yicha mineral o'g'it me'yorlari (gektariga kg mahsulot)",
      ru: "Управление сельского хозяйства Самаркандской области: нормы минеральных удобрений по культурам (кг продукта на гектар)",
      en: "Samarqand regional agriculture administration: mineral fertiliser norms by crop (product kg per hectare)",
    },
    url: "http://samarqandqxk.uz/fermer-xojaliklariga-2/",
  },
  sorghum: {
    id: "donchilik",
    title: {
      uz: "Yakubjonov O., Tursunov S., Muqimov J. Donchilik: oq jo'xori, 120–150 N, 100–120 P₂O₅, 50–60 K₂O, ikki oziqlantirish",
      ru: "Yakubjonov O., Tursunov S., Muqimov J. Donchilik: сорго, 120–150 N, 100–120 P₂O₅, 50–60 K₂O, две подкормки",
      en: "Yakubjonov O., Tursunov S., Muqimov J. Donchilik: sorghum, 120–150 N, 100–120 P₂O₅, 50–60 K₂O, two top-dressings",
    },
  },
  fao: {
    id: "fao-2003",
    title: { uz: "FAO (2003). Fertilizer use by crop in Uzbekistan (O'zbekistonda ekinlar bo'yicha o'g'it qo'llash). Rim", ru: "FAO (2003). Fertilizer use by crop in Uzbekistan (применение удобрений по культурам в Узбекистане). Рим", en: "FAO (2003). Fertilizer use by crop in Uzbekistan. Rome" },
    url: "http://businessdocbox.com/Agriculture/82825232-Fertilizer-use-by-crop-in-uzbekistan.html",
  },
  superphosphate: {
    id: "superphosphate",
    title: {
      uz: "Fosforli o'g'itlar: ammoniylashtirilgan donador superfosfat, 14–15 % P₂O₅ va 1,5–2,5 % N (agro-olam.uz)",
      ru: "Фосфорные удобрения: аммонизированный гранулированный суперфосфат, 14–15 % P₂O₅ и 1,5–2,5 % N (agro-olam.uz)",
      en: "Phosphate fertilisers: ammoniated granular superphosphate 14–15 % P₂O₅ and 1.5–2.5 % N (agro-olam.uz)",
    },
    url: "https://agro-olam.uz/fosforli-ogitlar/",
  },
  leaching: {
    id: "leaching",
    title: {
      uz: "O'zbekistonda sho'r yuvish me'yorlari tarkib va xlor bo'yicha: yengil va o'rta tuproqda 3000–5000 m³/ga, og'ir tuproqda 4000–10000 (konferensiya to'plami, 2019); FAO Irrigation and Drainage Paper 29 (Ayers & Westcot, 1985)",
      ru: "Узбекские нормы промывки по механическому составу и хлору: 3000–5000 м³/га на лёгких и средних почвах, 4000–10000 на тяжёлых (сборник конференции, 2019); FAO Irrigation and Drainage Paper 29 (Ayers & Westcot, 1985)",
      en: "Uzbek leaching norms by texture and chloride: 3000–5000 m³/ha on light and medium soils, 4000–10000 on heavy ones (conference collection, 2019); FAO Irrigation and Drainage Paper 29 (Ayers & Westcot, 1985)",
    },
  },
  saltTolerance: {
    id: "salt-tolerance",
    title: {
      uz: "Ekinlarning sho'rga chidamliligi: Maas–Hoffman chegarasi va qiyaligi, FAO Irrigation and Drainage Paper 29, 4-jadval (Ayers & Westcot, 1985)",
      ru: "Солеустойчивость культур: порог и наклон Maas–Hoffman, FAO Irrigation and Drainage Paper 29, таблица 4 (Ayers & Westcot, 1985)",
      en: "Crop salt tolerance: Maas–Hoffman threshold and slope, FAO Irrigation and Drainage Paper 29, table 4 (Ayers & Westcot, 1985)",
    },
    url: "https://www.fao.org/3/t0234e/T0234E00.htm",
  },
  salineHandbook: {
    id: "saline-handbook",
    title: {
      uz: "FAO va Lomonosov nomidagi MDU (2018). Handbook for saline soil management (Vargas R. va boshq., muh.): sho'r yerda o'g'itni kichik ulushlarda berish; bir ulushga 46\u00a0kg N/ga chegarasini biz tanladik",
      ru: "ФАО и МГУ им. Ломоносова (2018). Handbook for saline soil management (Vargas R. и др., ред.): удобрения на засолённых почвах дробно, малыми дозами; предел 46\u00a0кг N/га на приём выбран нами",
      en: "FAO and Lomonosov Moscow State University (2018). Handbook for saline soil management (Vargas R. et al., eds.): fertiliser on salt-affected soils in small, frequent doses; the 46\u00a0kg N/ha limit per dose is our own choice",
    },
  },
  labClasses: {
    id: "lab-classes",
    title: {
      uz: "Machigin bo'yicha P₂O₅ va K₂O sinflari (≤15, 30, 45, 60 va ≤100, 200, 300, 400 mg/kg) va sug'oriladigan haydalma qatlam gumus sinflari",
      ru: "Классы P₂O₅ и K₂O по Мачигину (≤15, 30, 45, 60 и ≤100, 200, 300, 400 мг/кг) и классы гумуса орошаемого пахотного слоя",
      en: "Machigin P₂O₅ and K₂O classes (≤15, 30, 45, 60 and ≤100, 200, 300, 400 mg/kg) and humus classes of the irrigated plough layer",
    },
  },
} satisfies Record<string, Entry>;

const BY_CROP: Partial<Record<PlanCropId, Entry[]>> = {
  cotton: [SOURCES.safarova, SOURCES.cottonNorm],
  wheat: [SOURCES.wheatTrial],
  maize: [SOURCES.regionalList],
  tomato: [SOURCES.regionalList],
  sorghum: [SOURCES.sorghum],
};

/** `saline`: the plan leaches; `splitNitrogen`: a nitrogen line is split on strongly saline land. */
export function planSources(crop: PlanCropId, { saline, splitNitrogen }: { saline: boolean; splitNitrogen: boolean }, locale: Locale): Source[] {
  const entries: Entry[] = [
    ...(BY_CROP[crop] ?? []),
    SOURCES.coefficients,
    SOURCES.labClasses,
    SOURCES.fao,
    SOURCES.superphosphate,
    ...(saline ? [SOURCES.leaching, SOURCES.saltTolerance] : []),
    ...(splitNitrogen ? [SOURCES.salineHandbook] : []),
  ];
  return entries.map((e) => ({ id: e.id, title: e.title[locale], ...(e.url ? { url: e.url } : {}) }));
}
