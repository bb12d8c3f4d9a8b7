// Text of the fertiliser plan (page, API labels, calendar), in its own bundle beside
// farmers.ts. Uzbek first; Russian and English in farmers-plan-ru.ts / -en.ts. Numbers are
// filled in with lib/i18n/format.ts. Sources of every number: docs/soil-rules.md section 12.
import { defineMessages } from "@/lib/i18n/bundle";
import type { OrganicMatterLevel } from "@/lib/soil/answer-schema";
import type { NoteCode } from "@/lib/soil/plan/notes";
import type { PlanCropId, StageId } from "@/lib/soil/plan/crops";
import type { PlanProductId } from "@/lib/soil/plan/products";
import type { MethodCode } from "@/lib/soil/plan/methods";
import type { SalineClass, Texture } from "@/lib/soil/plan/leaching";
import type { LabClass } from "@/lib/soil/rules/lab-classes";
import { en } from "@/lib/i18n/farmers-plan-en";
import { ru } from "@/lib/i18n/farmers-plan-ru";
import { uzPage } from "@/lib/i18n/farmers-plan-page";

export type PlanMessages = typeof uzPage & {
  crops: Record<PlanCropId, string>;
  stages: Record<StageId, { name: string; reason: string }>;
  products: Record<PlanProductId, { name: string; analysis: string }>;
  notes: Record<NoteCode, string>;
  methods: Record<MethodCode, string>;
  labClasses: Record<LabClass, string>;
  humus: Record<OrganicMatterLevel, string>;
  salinity: Record<SalineClass, string>;
  textures: Record<Texture, string>;
};

const uz: PlanMessages = {
  ...uzPage,
  crops: {
    cotton: "Paxta (g'o'za)",
    wheat: "Kuzgi bug'doy",
    barley: "Arpa",
    rice: "Sholi",
    maize: "Makkajo'xori",
    sorghum: "Oq jo'xori",
    alfalfa: "Beda",
    sunflower: "Kungaboqar",
    mungbean: "Mosh",
    melon: "Poliz (qovun, tarvuz)",
    tomato: "Pomidor",
    potato: "Kartoshka",
    onion: "Piyoz",
  },
  stages: {
    basal_autumn: { name: "Kuzgi shudgordan oldin", reason: "Fosfor va kaliy tuproqda kam siljiydi: shudgor ularni ildiz o'sadigan qatlamga tushiradi." },
    presowing: { name: "Ekishdan (ko'chat o'tqazishdan) oldin", reason: "Asosiy o'g'it: fosfor va kaliyning katta qismi, azotning boshlang'ich ulushi." },
    autumn_sowing: { name: "Kuzgi ekish bilan", reason: "Fosfor va kaliy ildiz otish va qishlashga yordam beradi; kuzda azot oz beriladi, ortig'i yuvilib ketadi." },
    true_leaves: { name: "2–3 chin barg chiqarganda", reason: "Birinchi oziqlantirish: yosh o'simlikning ildizi va bargi o'sadi." },
    budding: { name: "Shonalash boshida", reason: "Shonalashdan gullashgacha o'simlik eng ko'p oziq oladi." },
    flowering: { name: "Gullash boshida", reason: "Oxirgi azot ko'saklar uchun; kechroq berilgan azot pishishni kechiktiradi." },
    tillering: { name: "Bahorgi tuplanishda", reason: "Qishdan keyingi asosiy azot: tuplar soni shu davrda belgilanadi." },
    booting: { name: "Naychalashda", reason: "Boshoq va donning to'lishi uchun azot." },
    panicle: { name: "Ro'vaklash oldidan", reason: "Ro'vak va don uchun oxirgi azot." },
    leaves_6_7: { name: "6–7 barg chiqarganda", reason: "Poya tez o'sishidan oldin azot va fosfor." },
    tasselling: { name: "Sulton chiqarishdan oldin", reason: "Sulton chiqarishdan gullashgacha o'simlik oziqni tez o'zlashtiradi." },
    thinning: { name: "Yagonadan keyin", reason: "Birinchi oziqlantirish: qolgan o'simliklar tez o'sadi." },
    leaves_8_10: { name: "8–10 barg chiqarganda", reason: "Ikkinchi oziqlantirish." },
    first_cut: { name: "Birinchi o'rimdan keyin", reason: "Fosfor bedaning qayta o'sishi va tuganaklari uchun." },
    vine_running: { name: "Palak yoya boshlaganda", reason: "Palak va gul uchun oziq." },
    fruit_set: { name: "Meva tugganda", reason: "Mevaning to'lishi uchun azot va kaliy." },
    after_transplant: { name: "Ko'chat o'tqazilgandan 2–3\u00a0hafta keyin", reason: "Ko'chat tutib olgach, birinchi oziqlantirish." },
    hilling: { name: "Chopiq va tuproq tortishda", reason: "Tuganak bog'lash davri uchun azot va kaliy." },
    leaves_3_4: { name: "3–4 barg chiqarganda", reason: "Barg o'sishi uchun birinchi oziqlantirish." },
    bulbing: { name: "Piyozbosh bog'laganda", reason: "Piyozboshning to'lishi uchun azot va kaliy." },
  },
  products: {
    urea: { name: "Karbamid", analysis: "N 46\u00a0%" },
    ammonium_nitrate: { name: "Ammiakli selitra", analysis: "N 34\u00a0%" },
    ammophos: { name: "Ammofos", analysis: "N 11\u00a0%, P₂O₅ 46\u00a0%" },
    superphosphate: { name: "Superfosfat", analysis: "P₂O₅ 14–15\u00a0%, N 1,5–2,5\u00a0%" },
    potassium_chloride: { name: "Kaliy xlorid", analysis: "K₂O 60\u00a0%" },
    potassium_sulphate: { name: "Kaliy sulfat", analysis: "K₂O 50\u00a0%" },
  },
  notes: {
    salt_crop_fails: "Bu ekin tahlilda o'lchangan sho'rlanishga chidamaydi: bunday dalada u yaxshi unmaydi va deyarli hosil bermaydi. Avval sho'rni yuving yoki sho'rga chidamli ekin (g'o'za, arpa) tanlang; agronom bilan maslahatlashing.",
    salt_yield_loss: "Bu sho'rlanishda ekin o'sadi, lekin hosil odatdagidan kamroq bo'ladi. Sho'r yuvilgach hosil tiklanadi.",
    salt_tolerance_unknown: "Bu ekinning sho'rga chidamliligi bo'yicha aniq chegara topilmadi (sho'rga o'rtacha sezgir deb hisoblanadi): sho'r yuvilmaguncha hosil kamayishi mumkin.",
    salt_estimated_from_residue: "EC o'lchanmagan: chidamlilik quruq qoldiq sinfining pastki chegarasidan baholandi, ya'ni eng yumshoq holat olindi.",
    leach_first: "Avval sho'rni yuving: kech kuzda yoki qishda, zovurlar ishlayotganini tekshirib. Sho'r tuproqqa solingan o'g'it yaxshi ishlamaydi.",
    leach_next_winter: "Bu qishki sho'r yuvish muddati o'tib ketgan: dalani keyingi qishda yuving. Bu mavsumda sug'orishni tez-tez va sho'rni ildizdan pastga tushiradigan miqdorda bering; o'g'itni sho'r qatqaloq ustiga sochmang.",
    leach_two_winters: "Bu sho'rlanishda bir qishlik yuvish yetmaydi: sho'r ikki qish davomida yuviladi, har yili yangi tahlil bilan tekshiring.",
    nitrogen_after_leaching: "Kuchli sho'r dalaga yuvishdan oldin azot solmang: u suv bilan yuvilib ketadi va sho'rni oshiradi. Yuvishdan keyin ham azotni bir martada ko'p bermang: reja uni kichik bo'laklarga bo'lgan, har biri gektariga 100\u00a0kg karbamiddan oshmaydi.",
    moved_after_leaching: "Kuzgi o'g'it sho'r yuvishdan keyingi birinchi bahorgi ishga ko'chirildi: qishki suv uni yuvib ketmasin.",
    salinity_not_measured: "Sho'rlanish o'lchanmagan: yuvish me'yori faqat tahlil natijasidan (quruq qoldiq yoki EC) belgilanadi. Viloyatda sho'r dalalar ko'p bo'lishi bu dala sho'r degani emas.",
    lab_test: "Laboratoriya tahlili yo'q, shuning uchun har bir miqdor oraliq bilan berilgan. Tuprog'ingizni agrokimyo laboratoriyasida tekshirtiring (gumus, harakatchan fosfor va kaliy, Machigin usuli): oraliq bitta aniq songa aylanadi va ortiqcha xarajat kamayadi.",
    lab_partial: "Ba'zi ko'rsatkichlar o'lchanmagan: ular uchun oraliq berilgan. To'liq tahlil aniqroq reja beradi.",
    nitrate_not_used: "Tahlildagi nitrat azoti rejada hisobga olinmadi: u faqat namuna olingan kundagi holatni ko'rsatadi va sug'orishdan keyin tez o'zgaradi. Azot me'yori gumus bo'yicha berilgan.",
    capped: "Ba'zi miqdorlar xavfsiz chegaragacha (gektariga 250\u00a0kg N, 150\u00a0kg P₂O₅, 150\u00a0kg K₂O) kamaytirildi.",
    window_moved: "Muddati o'tgan ishning ulushi tashlab yuborilmadi: u navbatdagi ishga qo'shildi (qaysi qatorga qo'shilgani yozilgan). Xarid ro'yxatida faqat hali solinadigan o'g'it bor.",
    work_into_soil: "O'g'itni tuproq ustida qoldirmang: bizning ohakli tuproqda (pH 7,5 dan yuqori) karbamid ammiak bo'lib uchib ketadi, fosfor esa ustki qatlamda bog'lanib qoladi. Har bir qatorda qanday solish yozilgan.",
    ammophos_nitrogen: "Ammofos tarkibidagi azot (11\u00a0%) mavsumiy azotga qo'shib hisoblangan; qolgani karbamid bilan beriladi.",
    superphosphate_analysis: "Ammofos o'rniga superfosfat: O'zbekistonda sotiladigan ammoniylashtirilgan superfosfatda 14–15\u00a0% P₂O₅ bor, biz 14\u00a0% deb hisobladik; ammofosdagi azot o'rniga karbamid qo'shilgan. Qopda boshqa tarkib yozilgan bo'lsa, miqdorni shunga moslang.",
    superphosphate_not_offered: "Bu fosfor me'yorida superfosfat juda ko'p kerak bo'ladi (bir mavsumga xavfsiz miqdordan ortiq), shuning uchun u taklif qilinmadi: ammofos ishlating.",
    bags_rounded_up: "Qoplar 50\u00a0kg li va butun qopgacha yuqoriga yaxlitlangan; gektar, dala va sotix uchun miqdorlar pastga yaxlitlangan.",
    manure_not_subtracted: "Go'ngda taxminan 0,5\u00a0% N, 0,25\u00a0% P₂O₅ va 0,6\u00a0% K₂O bor, lekin bu hayvon, to'shama va saqlashga qarab yarmigacha farq qiladi, shuning uchun u mineral o'g'itdan ayirilmagan.",
    chloride_sensitive: "Bu ekin xlorga sezgir: kaliy xlorid o'rniga kaliy sulfat berilgan.",
    chloride_saline: "Dala sho'r: xlor sho'rni oshiradi, shuning uchun kaliy xlorid o'rniga kaliy sulfat berilgan.",
    legume_starter: "Dukkakli ekin havodagi azotni o'zi to'playdi: azot faqat boshlang'ich miqdorda.",
    rates_unverified: "Bu ekin me'yorlarini O'zbekiston manbalari bilan to'liq tekshira olmadik: ularni agronom yoki tuman agrokimyo xizmati bilan solishtiring.",
    region_shift_estimate: "Muddatlar viloyatingiz uchun taxminan 10 kunga surilgan (janubda bahor erta, shimolda kech keladi). Bu taxmin: ekin holatiga qarang.",
    region_unknown: "Viloyat noma'lum: muddatlar Toshkent atrofi uchun berilgan.",
    texture_assumed: "Tuproq tarkibi (qumloq yoki loy) ko'rsatilmagan: yuvish me'yori o'rtacha tuproq uchun berilgan.",
  },
  methods: {
    plough_in: "Shudgordan oldin sochib, shudgor bilan 25–30\u00a0sm ga ko'mib yuboring.",
    work_in_before_sowing: "Ekish oldidan ishlov (chizel, borona) bilan tuproqqa aralashtiring yoki seyalka bilan urug' yoniga soling.",
    place_beside_rows: "Kultivator-o'g'itlagich bilan qator yoniga 10–15\u00a0sm chuqurlikka soling; ustida qoldirmang.",
    drill_between_rows: "Seyalka bilan qatorlar orasiga 5–8\u00a0sm chuqurlikka soling: ustiga sochilgan fosfor ildizga yetmaydi.",
    urea_work_in_and_water: "Kultivatsiya bilan tuproqqa ko'mib, o'sha kuni yoki ertasiga sug'oring: ustida qolgan karbamid ammiak bo'lib uchib ketadi.",
    urea_before_irrigation: "Sug'orishdan oldin soching va o'sha kuni sug'oring: suv azotni tuproqqa olib kiradi.",
  },
  labClasses: { "juda past": "juda past", past: "past", "o'rtacha": "o'rtacha", yuqori: "yuqori", "juda yuqori": "juda yuqori" },
  humus: { past: "past", "o'rtacha": "o'rtacha", yuqori: "yuqori" },
  salinity: { weak: "kuchsiz sho'rlangan", moderate: "o'rtacha sho'rlangan", strong: "kuchli sho'rlangan", solonchak: "sho'rxok" },
  textures: { light: "yengil (qumloq)", medium: "o'rtacha", heavy: "og'ir (loy)" },
};

export const PLAN_MESSAGES = defineMessages<PlanMessages>({ uz, ru, en });
