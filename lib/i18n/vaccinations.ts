// Interface text of the vaccination pages and notes, kept apart from parents.ts so the
// dictionaries there stay small. Uzbek first; calm wording: a late dose is simply caught up at
// the clinic (WHO catch-up guidance), never a warning.
import { defineMessages } from "@/lib/i18n/bundle";
import type { DoseStatus } from "@/lib/vaccinations/status";

interface VaccinationMessages {
  link: string;
  title: string;
  clinicFirst: string;
  realAgeNote: string;
  sourceNote: string;
  status: Record<DoseStatus, string>;
  dueOn: string;
  givenOn: string;
  doseNumber: string;
  markDone: string;
  dateLabel: string;
  undo: string;
  saving: string;
  dateProblem: string;
  next: string;
  nextNote: string;
  allDone: string;
  overdueNote: string;
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
    sourceNote: "Manba: Sog'liqni saqlash vazirligining milliy emlash taqvimi va JSST/UNICEF ma'lumotlari.",
    status: { upcoming: "Kutilmoqda", due: "Vaqti keldi", overdue: "Muddati o'tgan", done: "Qilingan" },
    dueOn: "Muddati: {date}",
    givenOn: "Qilingan sana: {date}",
    doseNumber: "{n}-doza",
    markDone: "Qilindi deb belgilash",
    dateLabel: "Qilingan sana",
    undo: "Belgini bekor qilish",
    saving: "Saqlanmoqda...",
    dateProblem: "Sana tug'ilgan kundan oldin yoki kelajakda bo'lmasligi kerak.",
    next: "Navbatdagi emlash: {vaccine}",
    nextNote: "Muddati {date}. Poliklinika jadvali birinchi o'rinda.",
    allDone: "Ro'yxatdagi barcha emlashlar belgilangan.",
    overdueNote: "Muddati o'tgan emlash ham kech emas: poliklinikada keyingi tashrifda qilinadi.",
    feedTitle: "Telefon kalendarida eslatma",
    feedText: "Maxfiy havola muddati o'tgan va yaqin 3 oy ichidagi emlashlarni hamda navbatdagi rivojlanish tekshiruvini telefoningiz kalendariga qo'shadi. Kalendarda faqat bolaning ismi yoki bosh harflari ko'rinadi. Havolani faqat o'zingiz ishonadigan odamlarga bering.",
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
    sourceNote: "Источник: национальный календарь прививок Минздрава и данные ВОЗ/ЮНИСЕФ.",
    status: { upcoming: "Предстоит", due: "Пора", overdue: "Срок прошёл", done: "Сделана" },
    dueOn: "Срок: {date}",
    givenOn: "Сделана: {date}",
    doseNumber: "Доза {n}",
    markDone: "Отметить как сделанную",
    dateLabel: "Дата прививки",
    undo: "Снять отметку",
    saving: "Сохраняем...",
    dateProblem: "Дата не может быть раньше рождения или в будущем.",
    next: "Следующая прививка: {vaccine}",
    nextNote: "Срок {date}. Главное — график поликлиники.",
    allDone: "Все прививки из списка отмечены.",
    overdueNote: "Пропущенную прививку не поздно сделать: её делают при следующем визите в поликлинику.",
    feedTitle: "Напоминания в календаре телефона",
    feedText: "Секретная ссылка добавит в календарь телефона пропущенные прививки, прививки ближайших 3 месяцев и следующий осмотр развития. В календаре видно только имя ребёнка или его инициалы. Давайте ссылку только тем, кому доверяете.",
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
    sourceNote: "Source: the Ministry of Health's national vaccination calendar and WHO/UNICEF data.",
    status: { upcoming: "Upcoming", due: "Due now", overdue: "Past its date", done: "Done" },
    dueOn: "Due: {date}",
    givenOn: "Given: {date}",
    doseNumber: "Dose {n}",
    markDone: "Mark as done",
    dateLabel: "Date given",
    undo: "Undo",
    saving: "Saving...",
    dateProblem: "The date cannot be before birth or in the future.",
    next: "Next vaccine: {vaccine}",
    nextNote: "Due {date}. Your clinic's schedule comes first.",
    allDone: "Every vaccine on the list is marked.",
    overdueNote: "A missed dose is not too late: the clinic gives it at the next visit.",
    feedTitle: "Reminders in your phone's calendar",
    feedText: "A secret link adds late vaccines, those due in the next 3 months and the next development check to your phone's calendar. The calendar shows only the child's first name or initials. Share the link only with people you trust.",
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
