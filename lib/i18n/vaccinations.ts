// Interface text of the vaccination pages and notes, kept apart from parents.ts so the
// dictionaries there stay small. Uzbek first; calm wording: a late dose is simply caught up at
// the clinic (WHO catch-up guidance), never a warning.
import { defineMessages } from "@/lib/i18n/bundle";
import { counted, type Counted } from "@/lib/i18n/plural";
import type { DoseStatus } from "@/lib/vaccinations/status";

interface VaccinationMessages {
  link: string;
  title: string;
  clinicFirst: string;
  realAgeNote: string;
  sourceNote: string;
  listEnds: string;
  status: Record<DoseStatus, string>;
  dueOn: string;
  givenOn: string;
  givenOnSchedule: string;
  doseNumber: string;
  cardName: string;
  markDone: string;
  markNotNeeded: string;
  notNeededText: string;
  dateLabel: string;
  correctDate: string;
  saveDate: string;
  undo: string;
  saving: string;
  dateProblem: string;
  next: string;
  nextNote: string;
  allDone: string;
  catchUpText: string;
  catchUpShort: Counted;
  firstVisitShort: string;
  /** Counted by the doses due so far ({of}). */
  progress: Counted;
  firstVisitTitle: string;
  firstVisitText: Counted;
  firstVisitYes: string;
  firstVisitNo: string;
  groupBirth: string;
  groupMonths: string;
  groupYears: Counted;
  groupCount: string;
  groupPast: string;
  feedTitle: string;
  feedText: string;
  feedCreate: string;
  feedRotate: string;
  feedRevoke: string;
  feedActive: string;
  feedSubscribe: string;
  feedCopy: string;
  feedOnce: string;
  feedNameLegend: string;
  feedNameFirst: string;
  feedNameInitials: string;
}

export const VACCINATION_MESSAGES = defineMessages<VaccinationMessages>({
  uz: {
    link: "Emlashlar",
    title: "{name}ning emlashlari",
    clinicFirst:
      "Bu ro'yxat O'zbekiston milliy emlash taqvimiga asoslangan va eslatish uchun. Poliklinikangiz belgilagan jadval birinchi o'rinda: hamshira boshqa kun yoki boshqa vaksinani tavsiya qilsa, shunga amal qiling.",
    realAgeNote: "Muddatidan oldin tug'ilgan bolalar ham haqiqiy yoshi bo'yicha emlanadi (JSST, AAP).",
    sourceNote:
      "Manba: Sog'liqni saqlash vazirligining milliy emlash taqvimi; dozalar orasidagi eng kam oraliq va yosh chegaralari JSSTning emlash tavsiyalaridan.",
    listEnds: "Ro'yxat 16 yoshda, milliy taqvimning oxirgi dozasi bilan tugaydi.",
    status: {
      upcoming: "Kutilmoqda",
      due: "Vaqti keldi",
      overdue: "Muddati o'tgan",
      done: "Emlangan",
      not_needed: "Kerak emas",
      no_longer_given: "Bu yoshda qilinmaydi",
    },
    dueOn: "Muddati: {date}",
    givenOn: "Emlangan sana: {date}",
    givenOnSchedule: "Emlangan: o'z vaqtida ({date}, muddat kuni)",
    doseNumber: "{n}-doza",
    cardName: "Kartada: {card}",
    markDone: "Emlandi deb belgilash",
    markNotNeeded: "Kerak emas: poliklinika boshqa jadval bo'yicha",
    notNeededText: "Poliklinika boshqa jadval bo'yicha ishlaydi: bu doza kerak emas deb belgilangan.",
    dateLabel: "Emlangan sana",
    correctDate: "Sanani tuzatish",
    saveDate: "Sanani saqlash",
    undo: "Belgini bekor qilish",
    saving: "Saqlanmoqda...",
    dateProblem: "Sana tug'ilgan kundan oldin yoki kelajakda bo'lmasligi kerak.",
    next: "Navbatdagi emlash: {vaccine}",
    nextNote: "Muddati {date}. Aniq kunini poliklinikangiz belgilaydi.",
    allDone: "Hozircha navbatdagi emlash yo'q.",
    catchUpText:
      "Bu dozalarning muddati o'tgan va ular hali belgilanmagan. Agar qilingan bo'lsa, sanasini belgilang. Qilinmagan bo'lsa, xavotir olmang: poliklinika o'tkazib yuborilgan emlashlarni odatda keyin qiladi. Shu ro'yxat bilan tezroq murojaat qiling.",
    catchUpShort: counted({ other: "{n} ta o'tgan doza belgilanmagan: poliklinikadan so'rang." }),
    firstVisitShort: "Oldingi emlashlar hali belgilanmagan: hammasi o'z vaqtida qilingan bo'lsa, bir bosishda belgilash mumkin.",
    progress: counted({ other: "Hozirgacha qilinishi kerak bo'lgan {of} ta dozadan {done} tasi belgilangan." }),
    firstVisitTitle: "Hozirgacha barcha emlashlar o'z vaqtida qilinganmi?",
    firstVisitText: counted({
      other: "«Ha» desangiz, muddati o'tgan {n} ta dozani muddati kunida qilingan deb belgilaymiz. Keyin istalgan dozaning sanasini tuzatish mumkin.",
    }),
    firstVisitYes: "Ha, hammasi o'z vaqtida",
    firstVisitNo: "Yo'q yoki bilmayman: bittalab belgilayman",
    groupBirth: "Tug'ilganda",
    groupMonths: "{n}\u00a0oylik",
    groupYears: counted({ other: "{n}\u00a0yosh" }),
    groupCount: "{done} / {total} belgilangan",
    groupPast: "{n} tasining muddati o'tgan",
    feedTitle: "Telefon kalendarida eslatma",
    feedText: "Maxfiy havola muddati o'tgan va yaqin 3\u00a0oy ichidagi emlashlarni hamda navbatdagi rivojlanish tekshiruvini telefoningiz kalendariga qo'shadi. Kalendarda faqat bolaning ismi yoki bosh harflari ko'rinadi. Havolani faqat o'zingiz ishonadigan odamlarga bering.",
    feedCreate: "Kalendar havolasini yaratish",
    feedRotate: "Yangi havola (eskisi o'chadi)",
    feedRevoke: "Havolani o'chirish",
    feedActive: "Kalendar havolasi faol. Uni qayta ko'rsatib bo'lmaydi: kerak bo'lsa, yangisini yarating.",
    feedSubscribe: "Kalendarga obuna bo'lish",
    feedCopy: "Yoki bu manzilni kalendar ilovasiga qo'shing:",
    feedOnce: "Bu havola faqat hozir ko'rsatiladi.",
    feedNameLegend: "Kalendarda bola qanday ko'rinsin?",
    feedNameFirst: "Ismi: {name}",
    feedNameInitials: "Bosh harflari: {name}",
  },
  ru: {
    link: "Прививки",
    title: "Прививки: {name}",
    clinicFirst:
      "Этот список составлен по национальному календарю прививок Узбекистана и служит напоминанием. Главное — график вашей поликлиники: если медсестра предлагает другой день или другую вакцину, следуйте ему.",
    realAgeNote: "Недоношенных детей прививают по фактическому возрасту (ВОЗ, AAP).",
    sourceNote: "Источник: национальный календарь прививок Минздрава; минимальные интервалы между дозами и возрастные границы — по рекомендациям ВОЗ.",
    listEnds: "Список заканчивается в 16\u00a0лет последней прививкой национального календаря.",
    status: {
      upcoming: "Предстоит",
      due: "Пора",
      overdue: "Срок прошёл",
      done: "Сделана",
      not_needed: "Не нужна",
      no_longer_given: "В этом возрасте не делают",
    },
    dueOn: "Срок: {date}",
    givenOn: "Сделана: {date}",
    givenOnSchedule: "Сделана вовремя ({date}, в срок)",
    doseNumber: "доза {n}",
    cardName: "В карте: {card}",
    markDone: "Отметить как сделанную",
    markNotNeeded: "Не нужна: в поликлинике другой график",
    notNeededText: "Поликлиника работает по другому графику: эта доза отмечена как ненужная.",
    dateLabel: "Дата прививки",
    correctDate: "Исправить дату",
    saveDate: "Сохранить дату",
    undo: "Снять отметку",
    saving: "Сохраняем...",
    dateProblem: "Дата не может быть раньше рождения или в будущем.",
    next: "Следующая прививка: {vaccine}",
    // The date ends with "г." in Russian: no full stop may follow it.
    nextNote: "Срок: {date}; точный день назначает ваша поликлиника.",
    allDone: "Следующей прививки пока нет.",
    catchUpText:
      "Срок этих доз прошёл, и они ещё не отмечены. Если прививку сделали, отметьте дату. Если нет, не волнуйтесь: пропущенные прививки поликлиника обычно делает позже. Обратитесь с этим списком в ближайшее время.",
    catchUpShort: counted({ other: "Не отмечено прошедших доз: {n}. Спросите в поликлинике." }),
    firstVisitShort: "Прошлые прививки ещё не отмечены: если все сделаны вовремя, их можно отметить одним нажатием.",
    progress: counted({
      one: "Из {of} дозы, которую уже пора было сделать, отмечено {done}.",
      other: "Из {of} доз, которые уже пора было сделать, отмечено {done}.",
    }),
    firstVisitTitle: "Все прививки до сих пор сделаны вовремя?",
    firstVisitText: counted({
      one: "Если «да», отметим {n} прошедшую дозу как сделанную в срок. Её дату можно потом исправить.",
      few: "Если «да», отметим {n} прошедшие дозы как сделанные в срок. Дату любой из них можно потом исправить.",
      many: "Если «да», отметим {n} прошедших доз как сделанные в срок. Дату любой из них можно потом исправить.",
      other: "Если «да», отметим {n} прошедших доз как сделанные в срок. Дату любой из них можно потом исправить.",
    }),
    firstVisitYes: "Да, все вовремя",
    firstVisitNo: "Нет или не знаю: отмечу по одной",
    groupBirth: "При рождении",
    groupMonths: "{n}\u00a0мес.",
    groupYears: counted({ one: "{n}\u00a0год", few: "{n}\u00a0года", many: "{n}\u00a0лет", other: "{n}\u00a0года" }),
    groupCount: "отмечено {done} из {total}",
    groupPast: "срок прошёл: {n}",
    feedTitle: "Напоминания в календаре телефона",
    feedText: "Секретная ссылка добавит в календарь телефона пропущенные прививки, прививки ближайших 3\u00a0месяцев и следующий осмотр развития. В календаре видно только имя ребёнка или его инициалы. Давайте ссылку только тем, кому доверяете.",
    feedCreate: "Создать ссылку на календарь",
    feedRotate: "Новая ссылка (старая перестанет работать)",
    feedRevoke: "Отключить ссылку",
    feedActive: "Ссылка на календарь активна. Показать её снова нельзя: при необходимости создайте новую.",
    feedSubscribe: "Подписаться в календаре",
    feedCopy: "Или добавьте этот адрес в приложение календаря:",
    feedOnce: "Эта ссылка показывается только сейчас.",
    feedNameLegend: "Как назвать ребёнка в календаре?",
    feedNameFirst: "Имя: {name}",
    feedNameInitials: "Инициалы: {name}",
  },
  en: {
    link: "Vaccinations",
    title: "{name}'s vaccinations",
    clinicFirst:
      "This list follows Uzbekistan's national vaccination calendar and is here to help you remember. Your clinic's (poliklinika) schedule comes first: if the nurse suggests another day or another vaccine, follow it.",
    realAgeNote: "Babies born early are vaccinated by their real age (WHO, AAP).",
    sourceNote: "Source: the Ministry of Health's national vaccination calendar; minimum intervals between doses and age limits from WHO's immunization recommendations.",
    listEnds: "The list ends at 16\u00a0years, with the national calendar's last dose.",
    status: {
      upcoming: "Upcoming",
      due: "Due now",
      overdue: "Past its date",
      done: "Done",
      not_needed: "Not needed",
      no_longer_given: "No longer given",
    },
    dueOn: "Due: {date}",
    givenOn: "Given: {date}",
    givenOnSchedule: "Given on time ({date}, its due date)",
    doseNumber: "dose {n}",
    cardName: "On the card: {card}",
    markDone: "Mark as given",
    markNotNeeded: "Not needed: the clinic uses another schedule",
    notNeededText: "The clinic uses another schedule: this dose is marked as not needed.",
    dateLabel: "Date given",
    correctDate: "Correct the date",
    saveDate: "Save the date",
    undo: "Undo",
    saving: "Saving...",
    dateProblem: "The date cannot be before birth or in the future.",
    next: "Next vaccine: {vaccine}",
    nextNote: "Due {date}. Your clinic sets the exact day.",
    allDone: "No vaccine is coming up for now.",
    catchUpText:
      "These doses are past their date and not marked yet. If they were given, mark the date. If not, don't worry: the clinic usually gives missed doses later. Take this list to the clinic soon.",
    catchUpShort: counted({ one: "{n} past dose is not marked: ask the clinic.", other: "{n} past doses are not marked: ask the clinic." }),
    firstVisitShort: "Past vaccines are not marked yet: if all were given on time, you can mark them in one step.",
    progress: counted({ one: "{done} of the {of} dose due so far is marked.", other: "{done} of the {of} doses due so far are marked." }),
    firstVisitTitle: "Were all vaccines given on time so far?",
    firstVisitText: counted({
      one: "If yes, we mark the past dose as given on its due date. You can correct its date afterwards.",
      other: "If yes, we mark the {n} past doses as given on their due dates. You can correct any date afterwards.",
    }),
    firstVisitYes: "Yes, all on time",
    firstVisitNo: "No, or not sure: I'll mark them one by one",
    groupBirth: "At birth",
    groupMonths: "{n}\u00a0months",
    groupYears: counted({ one: "{n}\u00a0year", other: "{n}\u00a0years" }),
    groupCount: "{done} of {total} marked",
    groupPast: "{n} past their date",
    feedTitle: "Reminders in your phone's calendar",
    feedText: "A secret link adds late vaccines, those due in the next 3\u00a0months and the next development check to your phone's calendar. The calendar shows only the child's first name or initials. Share the link only with people you trust.",
    feedCreate: "Create a calendar link",
    feedRotate: "New link (the old one stops working)",
    feedRevoke: "Turn the link off",
    feedActive: "A calendar link is active. It cannot be shown again: make a new one if you need it.",
    feedSubscribe: "Subscribe in your calendar",
    feedCopy: "Or add this address to your calendar app:",
    feedOnce: "This link is shown only now.",
    feedNameLegend: "How should the calendar name your child?",
    feedNameFirst: "First name: {name}",
    feedNameInitials: "Initials: {name}",
  },
});
