// Calm notes on one dose, in the parent's language: what the clinic usually does when a dose is
// late or no longer given at the child's age. Facts and sources: SOURCE.md ("Catch-up").
// Never an alarm: every note ends with the clinic, which decides.
import { defineMessages } from "@/lib/i18n/bundle";
import type { Locale } from "@/lib/i18n/locale";
import { addDays, addMonths, type DoseState } from "@/lib/vaccinations/status";

const NOTES = defineMessages({
  uz: {
    noLongerGiven: "Bu yoshda endi qilinmaydi; poliklinikadan so'rang.",
    intervalPastLimit: "Oldingi dozadan keyin kerakli muddat o'tguncha bola bu vaksina qilinadigan yoshdan o'tib ketadi; poliklinikadan so'rang.",
    hepBirth: "Tug'ilgandagi doza faqat chaqaloqlik davrida qilinadi; gepatit B dan himoyani keyingi gepatit B dozalari beradi (pentavalent vaksina ichida yoki rejadagi alohida dozalar).",
    replaced:
      "12 oylikdan keyin bu qo'shma chaqaloq vaksinasi qilinmaydi: rejada uning qismlari (difteriya-qoqshol, gepatit B, Hib) alohida berilgan. Qaysi vaksinani poliklinika tanlaydi.",
    notNeededAtAge: "Bu yoshda kerak emas: kechroq boshlagan bolaga kamroq doza yetadi (JSST). Qolgan dozalar rejada.",
    catchUp: "Qolib ketgan emlash dozasi. Qaysi vaksina bilan qilishni poliklinika tanlaydi.",
    bcgLate:
      "Tug'ruqxonada qilinmagan bo'lsa, BSJ ni poliklinika qiladi. 2 oylikdan keyin odatda avval Mantu sinamasi qilinadi va natija manfiy bo'lsa emlanadi.",
    rota:
      "Rotavirus vaksinasi faqat kichik chaqaloqlarga beriladi: JSST 24 oylikdan keyin boshlamaslikni tavsiya qiladi, vaksina yo'riqnomasi esa kursni ertaroq tugatishni so'raydi. Qilish mumkinmi, poliklinika aytadi.",
    tooSoon: "Oldingi dozadan keyin eng kam oraliq o'tmasdan qilingan; poliklinika odatda uni qaytaradi. Takroriy doza rejada.",
    tooYoung: "Bu vaksina hisobga olinadigan yoshdan oldin qilingan; poliklinika odatda uni qaytaradi. Takroriy doza rejada.",
    repeat: "Erta qilingan dozaning takrori. Kunini va vaksinani poliklinika tasdiqlaydi.",
    hpv: "Dastur 2019-yilda 6\u00a0oy oraliq bilan 2 doza bilan boshlangan; JSST 2022-yildan bitta dozani ham yetarli deydi. Ikkinchi doza kerakmi, poliklinika aytadi.",
  },
  ru: {
    noLongerGiven: "В этом возрасте уже не делают; спросите в поликлинике.",
    intervalPastLimit: "Пока пройдёт нужный срок после предыдущей дозы, ребёнок перерастёт возраст, до которого делают эту прививку; спросите в поликлинике.",
    hepBirth: "Дозу при рождении делают только новорождённым; от гепатита B защищают следующие дозы (в пентавалентной вакцине или отдельные дозы в плане).",
    replaced:
      "После 12 месяцев эту комбинированную вакцину для младенцев не делают: в плане её части (дифтерия-столбняк, гепатит B, Hib) даны отдельно. Вакцину выбирает поликлиника.",
    notNeededAtAge: "В этом возрасте не нужна: ребёнку, который начал позже, хватает меньшего числа доз (ВОЗ). Оставшиеся дозы есть в плане.",
    catchUp: "Догоняющая доза. Какой вакциной её сделать, выбирает поликлиника.",
    bcgLate:
      "Если БЦЖ не сделали в роддоме, её делает поликлиника. После 2\u00a0месяцев обычно сначала ставят пробу Манту и прививают при отрицательном результате.",
    rota:
      "Прививку от ротавируса делают только маленьким детям: ВОЗ не рекомендует начинать её после 24\u00a0месяцев, а инструкция вакцины просит закончить курс раньше. Можно ли её сделать, скажут в поликлинике.",
    tooSoon: "Сделана раньше минимального интервала после предыдущей дозы; в поликлинике её обычно повторяют. Повторная доза есть в плане.",
    tooYoung: "Сделана раньше возраста, с которого доза засчитывается; в поликлинике её обычно повторяют. Повторная доза есть в плане.",
    repeat: "Повтор дозы, сделанной слишком рано. День и вакцину подтверждает поликлиника.",
    hpv: "Программа началась в 2019 году с 2 доз с интервалом 6\u00a0месяцев; с 2022\u00a0года ВОЗ считает достаточной и одну дозу. Нужна ли вторая, скажут в поликлинике.",
  },
  en: {
    noLongerGiven: "No longer given at this age; ask the clinic.",
    intervalPastLimit: "By the time the required gap after the previous dose has passed, your child will be older than the age this vaccine is given at; ask the clinic.",
    hepBirth: "The birth dose is only given to newborns; the later hepatitis B doses protect (inside the pentavalent vaccine, or separate doses in the plan).",
    replaced:
      "After 12 months this infant combination vaccine is not used: the plan gives its parts (diphtheria-tetanus, hepatitis B, Hib) separately. The clinic picks the product.",
    notNeededAtAge: "Not needed at this age: a child who starts later needs fewer doses (WHO). The doses still needed are in the plan.",
    catchUp: "A catch-up dose. The clinic picks the vaccine it is given with.",
    bcgLate:
      "If BCG was not given in the maternity ward, the clinic gives it. After 2\u00a0months of age a Mantoux (tuberculin) skin test usually comes first, and BCG follows when it is negative.",
    rota:
      "Rotavirus vaccine is only for young babies: WHO advises not to start it after 24\u00a0months, and the vaccine's leaflet asks to finish the course earlier. The clinic will say whether it can still be given.",
    tooSoon: "Given earlier than the minimum interval after the dose before it; the clinic usually repeats it. The repeat is in the plan.",
    tooYoung: "Given before the age from which the dose counts; the clinic usually repeats it. The repeat is in the plan.",
    repeat: "A repeat of a dose given too early. The clinic confirms the day and the vaccine.",
    hpv: "The programme began in 2019 with 2 doses 6\u00a0months apart; since 2022 WHO counts one dose as enough. The clinic will say whether a second is needed.",
  },
});

const OPEN = new Set(["upcoming", "due", "overdue"]);
// The Rotarix leaflet asks to finish the course by 24 weeks of age (SOURCE.md, upper age limits).
const ROTARIX_WEEKS = 24;

/** The note for a dose in its current state, or null when there is nothing to add. */
export function doseNote(state: DoseState, birthDate: string, today: string, locale: Locale): string | null {
  const t = NOTES[locale];
  const { dose, status } = state;
  if (status === "no_longer_given") {
    if (state.dropped === "replaced") return t.replaced;
    if (state.dropped === "not_needed_at_age") return t.notNeededAtAge;
    // Still under the age limit: the interval after the previous dose would end past it.
    if (state.notAfter !== null && today <= state.notAfter) return t.intervalPastLimit;
    return dose.id === "hepb-0" ? `${t.hepBirth} ${t.noLongerGiven}` : t.noLongerGiven;
  }
  if (status === "done" && state.tooEarly) return state.tooEarly === "too_young" ? t.tooYoung : t.tooSoon;
  if (!OPEN.has(status)) return null;
  if (dose.repeatOf) return t.repeat;
  const on = state.plannedOn ?? state.dueOn;
  // National rule: BCG at the clinic until 2 months of age, a Mantoux test first after that.
  if (dose.vaccine === "bcg" && on >= addMonths(birthDate, 2)) return t.bcgLate;
  // Late or near the limit: past the leaflet's 24 weeks the age limit matters (a 23-month-old's rota-2 too).
  if (dose.vaccine === "rota" && (status === "overdue" || on >= addDays(birthDate, ROTARIX_WEEKS * 7))) return t.rota;
  if (dose.vaccine === "hpv") return t.hpv;
  if (dose.catchUp) return t.catchUp;
  return null;
}
