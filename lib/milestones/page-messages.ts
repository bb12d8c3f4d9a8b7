// Interface text of the milestone checklist page, in uz/ru/en (kept beside the feature so the
// shared dictionaries stay small). Milestone texts themselves come from catalogue.json.
import { defineMessages } from "@/lib/i18n/bundle";
import { counted, countText } from "@/lib/i18n/plural";
import type { Locale } from "@/lib/i18n/locale";

export const MILESTONE_PAGE = defineMessages({
  uz: {
    link: "Rivojlanish bosqichlari",
    title: "{name}: rivojlanish bosqichlari",
    windowTitle: counted({ other: "{n}\u00a0oylikgacha" }),
    windowYears: counted({ other: "{n}\u00a0yoshgacha" }),
    intro:
      "Bolangiz hozir nimalarni qila olishini belgilang. Har bir bola o'z sur'atida rivojlanadi: bu ro'yxat baho emas, shifokor bilan suhbat uchun yordamchi.",
    corrected: "Muddatidan oldin tug'ilgani uchun ro'yxat tuzatilgan yosh bo'yicha tanlandi.",
    milestonesHeading: "Nimalarni qila oladi",
    signsHeading: "Muhim belgilar",
    signsIntro: "Buni shu yoshdagi deyarli barcha bolalar qiladi. «Yo'q» deb javob bersangiz, shifokor bilan gaplashib oling.",
    signNo: "Shifokorga aytib qo'ying.",
    early:
      "Bu ro'yxat «{window}» bosqichi uchun, {name} esa hozircha bu yoshdan kichik. Hozir «Hali emas» va «Yo'q» javoblari kutilgan hol, xavotirga sabab emas; ro'yxatni oldindan ko'rib qo'yishingiz mumkin.",
    signsIntroEarly:
      "Bu belgilarni deyarli barcha bolalar shu yoshga yetganda qiladi. Bolangiz hali bu yoshga yetmagan, shuning uchun hozirgi «Yo'q» javobi xavotirga sabab emas.",
    yes: "Ha",
    notYet: "Hali emas",
    notSure: "Bilmayman",
    no: "Yo'q",
    answered: "Javob: {answer} ({date})",
    optional: "Ba'zi sog'lom bolalar bu bosqichni o'tkazib yuboradi.",
    whoWindow: counted({ other: "JSST ma'lumotiga ko'ra odatda {from}–{to} oylikda." }),
    nextHeading: "Keyingi bosqich: {window}",
    previousLink: "← Oldingi bosqich",
    nextLink: "Keyingi bosqich →",
    currentLink: "Hozirgi bosqichga qaytish",
    adviceHeading: "Shifokor bilan gaplashib oling",
    sources: "Manba: CDC/AAP 2022 rivojlanish ro'yxatlari va JSST harakat rivojlanishi tadqiqoti (2006).",
    back: "← {name}",
    correctionEnded:
      "{name} 2 yoshga to'ldi. Muddatidan oldin tug'ilgan bolaning rivojlanishi 2 yoshgacha kutilgan tug'ilish kunidan hisoblanadi, endi esa haqiqiy yoshidan. Shuning uchun ro'yxat «{from}» dan «{to}» ga o'tdi. Oldingi ro'yxatdagi «Hali emas» javoblari faqat shu sababli shifokorga borish sababi bo'lmaydi.",
  },
  ru: {
    link: "Этапы развития",
    title: "{name}: этапы развития",
    // Dative plural, right for every check age the catalogue has (2 to 60 months; 2 to 5 years).
    // Dative: "к 1 месяцу", "к 21 месяцу", "к 2 месяцам", "к 5 месяцам".
    windowTitle: counted({ one: "К {n}\u00a0месяцу", other: "К {n}\u00a0месяцам" }),
    windowYears: counted({ one: "К {n}\u00a0году", other: "К {n}\u00a0годам" }),
    intro:
      "Отметьте, что ваш ребёнок уже умеет. Каждый ребёнок развивается в своём темпе: это не оценка, а подсказка для разговора с врачом.",
    corrected: "Ребёнок родился раньше срока, поэтому список подобран по скорректированному возрасту.",
    milestonesHeading: "Что ребёнок умеет",
    signsHeading: "Важные признаки",
    signsIntro: "Это умеют почти все дети такого возраста. Если ваш ответ «Нет», поговорите с врачом.",
    signNo: "Расскажите об этом врачу.",
    early:
      "Этот список — для этапа «{window}», а {name} пока младше. Сейчас ответы «Пока нет» и «Нет» ожидаемы и не повод для беспокойства; список можно посмотреть заранее.",
    signsIntroEarly:
      "Это умеют почти все дети, когда достигают этого возраста. Ваш ребёнок пока младше, поэтому ответ «Нет» сейчас не повод для беспокойства.",
    yes: "Да",
    notYet: "Пока нет",
    notSure: "Не уверен(а)",
    no: "Нет",
    answered: "Ответ: {answer} ({date})",
    optional: "Некоторые здоровые дети пропускают этот этап.",
    // Counted by {to}: "в 4–6 месяцев", "в 7,5–11,4 месяца", "в 18–21 месяц".
    whoWindow: counted({
      one: "По данным ВОЗ обычно в {from}–{to}\u00a0месяц.",
      few: "По данным ВОЗ обычно в {from}–{to}\u00a0месяца.",
      many: "По данным ВОЗ обычно в {from}–{to}\u00a0месяцев.",
      other: "По данным ВОЗ обычно в {from}–{to}\u00a0месяца.",
    }),
    nextHeading: "Следующий этап: {window}",
    previousLink: "← Предыдущий этап",
    nextLink: "Следующий этап →",
    currentLink: "Вернуться к текущему этапу",
    adviceHeading: "Поговорите с врачом",
    sources: "Источник: списки CDC/AAP 2022 и исследование двигательного развития ВОЗ (2006).",
    back: "← {name}",
    correctionEnded:
      "{name} исполнилось 2\u00a0года. Развитие ребёнка, родившегося раньше срока, до 2\u00a0лет оценивают от ожидаемой даты родов, а теперь — по фактическому возрасту. Поэтому список сменился с «{from}» на «{to}». Ответы «Пока нет» из прежнего списка сами по себе не повод идти к врачу.",
  },
  en: {
    link: "Milestones",
    title: "{name}: milestones",
    windowTitle: counted({ one: "By {n}\u00a0month", other: "By {n}\u00a0months" }),
    windowYears: counted({ one: "By {n}\u00a0year", other: "By {n}\u00a0years" }),
    intro:
      "Mark what your child can do now. Every child develops at their own pace: this is not a test, just a help for talking with your doctor.",
    corrected: "Your baby was born early, so the checklist follows the corrected age.",
    milestonesHeading: "What your child can do",
    signsHeading: "Important signs",
    signsIntro: "Nearly every child does these by this age. If your answer is \"No\", talk to your doctor.",
    signNo: "Tell your doctor about this.",
    early:
      "This list is for the \"{window}\" check, and {name} is younger than that for now. \"Not yet\" and \"No\" are the expected answers at this point and no reason to worry; you can look through the list ahead of time.",
    signsIntroEarly:
      "Nearly every child does these once they reach this age. Your child is younger for now, so \"No\" is not a reason to worry yet.",
    yes: "Yes",
    notYet: "Not yet",
    notSure: "Not sure",
    no: "No",
    answered: "Answer: {answer} ({date})",
    optional: "Some healthy children skip this step.",
    whoWindow: counted({ other: "WHO: usually between {from} and {to}\u00a0months." }),
    nextHeading: "Coming next: {window}",
    previousLink: "← Previous window",
    nextLink: "Next window →",
    currentLink: "Back to the current window",
    adviceHeading: "Talk to your doctor",
    sources: "Sources: CDC/AAP 2022 milestone checklists and the WHO Motor Development Study (2006).",
    back: "← {name}",
    correctionEnded:
      "{name} has turned 2. A baby born early is followed from the due date until 2\u00a0years, and by real age after that, so the checklist moved from \"{from}\" to \"{to}\". \"Not yet\" answers of the earlier list are not, on their own, a reason to see the doctor.",
  },
});

export type MilestonePageMessages = (typeof MILESTONE_PAGE)["uz"];

/** "By 9 months", or "By 2 years" from 24 months on whole years, in the reader's plural form. */
export function windowLabel(months: number, locale: Locale): string {
  const t = MILESTONE_PAGE[locale];
  if (months >= 24 && months % 12 === 0) return countText(t.windowYears, months / 12, locale);
  return countText(t.windowTitle, months, locale);
}
