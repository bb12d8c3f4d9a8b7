// The public privacy notice (/privacy) in uz, ru and en: short and plain. The full account, with
// the law it follows and what is not yet verified, is docs/privacy.md; keep the two in step.
import { defineMessages } from "@/lib/i18n/bundle";
import { counted, type Counted } from "@/lib/i18n/plural";

interface Section {
  title: string;
  paragraphs: string[];
}

interface PrivacyMessages {
  title: string;
  intro: string;
  sections: Section[];
  updated: string;
  /** How long deleted data lingers ({days} in the notice and on the deleted-account page), counted. */
  retentionDays: Counted;
}

export const PRIVACY_MESSAGES = defineMessages<PrivacyMessages>({
  uz: {
    title: "Maxfiylik",
    intro: "Oila va Dala faqat sizga yordam berish uchun kerak bo'lgan ma'lumotlarni saqlaydi. Bu sahifa nima, nima uchun, qayerda va qancha vaqt saqlanishini qisqacha aytadi.",
    sections: [
      {
        title: "Nimani saqlaymiz",
        paragraphs: [
          "Hisobingiz: ismingiz, elektron pochtangiz va parolingizning qaytarib bo'lmaydigan xeshi (parolning o'zi saqlanmaydi).",
          "Bolalaringiz haqida siz kiritganlar: ismi, tug'ilgan sanasi, jinsi, muddatidan oldin tug'ilganligi, ovqatlanishi, allergiyalar, surunkali kasalliklar, izohlar, o'sish o'lchovlari, rivojlanish javoblari, emlashlar va mashg'ulotlar natijalari. Bu sog'liq haqidagi ma'lumotlar, shuning uchun ularni alohida ehtiyot bilan saqlaymiz.",
          "Dalalaringiz haqida: joylashuvi, maydoni, ekinlar tarixi, kuzatuvlaringiz, laboratoriya natijalari, suratlar va tuproq hisobotlari.",
          "Texnik yozuvlar: tizimga kirish tokenlari va so'rovlar jurnali (vaqt, manzil, natija; ism, bola yoki dala ma'lumotlarisiz).",
        ],
      },
      {
        title: "Nima uchun",
        paragraphs: [
          "Bolaning o'sishini JSST me'yorlari bilan solishtirish, yoshiga mos kundalik mashg'ulotlar tanlash, emlashlarni eslatish va dalangiz uchun tuproq hisobotini tayyorlash uchun. Ma'lumotlaringizni sotmaymiz, reklama uchun ishlatmaymiz va boshqalarga bermaymiz.",
          "Sun'iy intellekt yoqilgan bo'lsa, tuproq tahlili uchun dala tavsifi va suratlar (ismingiz va pochtangizsiz) Google Gemini xizmatiga yuboriladi. U yoqilmagan bo'lsa, hisobotni ilovaning o'zi tayyorlaydi.",
        ],
      },
      {
        title: "Qayerda",
        paragraphs: ["O'zbekiston fuqarolarining shaxsga doir ma'lumotlari qonun talabiga ko'ra O'zbekiston hududidagi serverlarda saqlanadi."],
      },
      {
        title: "Kim ko'radi",
        paragraphs: [
          "Faqat siz. Oila a'zolaringiz ham sizning hisobingizdagi ma'lumotlarni ko'rmaydi.",
          "Emlash kalendari havolasini bersangiz, uni olgan odam bolaning ismi yoki bosh harflarini va yaqin emlash sanalarini ko'radi. Havolani istalgan vaqtda o'chirishingiz mumkin.",
        ],
      },
      {
        title: "Qancha vaqt",
        paragraphs: [
          "Hisobingiz bor ekan, ma'lumotlaringiz saqlanadi. O'chirilgan bola profili {days}dan keyin butunlay yo'q qilinadi. Hisobni o'chirsangiz, hamma narsa darhol o'chiriladi.",
          "Zaxira nusxalar 30 kundan ortiq saqlanmaydi, shuning uchun o'chirilgan ma'lumotlar ulardan ham yo'qoladi. So'rovlar jurnali ham 30 kundan ortiq saqlanmaydi.",
        ],
      },
      {
        title: "Huquqlaringiz",
        paragraphs: [
          "«Hisob» sahifasida barcha ma'lumotlaringizni bitta ZIP faylda yuklab olishingiz va hisobingizni o'chirishingiz mumkin. Bola profilini istalgan vaqtda tuzatishingiz yoki o'chirishingiz mumkin; dalalar va tuproq hisobotlari hisob bilan birga o'chadi.",
          "Ro'yxatdan o'tish bilan siz shu shartlarni qabul qilasiz; biz qabul qilingan vaqtni saqlaymiz. Rozilikni qaytarib olish uchun hisobingizni o'chiring.",
        ],
      },
    ],
    updated: "Oxirgi yangilanish: 2026-yil 26-noyabr.",
    retentionDays: counted({ other: "{n}\u00a0kun" }),
  },
  ru: {
    title: "Конфиденциальность",
    intro: "Oila va Dala хранит только то, что нужно, чтобы вам помогать. Здесь коротко: что, зачем, где и сколько времени хранится.",
    sections: [
      {
        title: "Что мы храним",
        paragraphs: [
          "Ваш аккаунт: имя, электронную почту и необратимый хеш пароля (сам пароль не хранится).",
          "То, что вы вносите о детях: имя, дату рождения, пол, родился ли раньше срока, питание, аллергии, хронические болезни, заметки, измерения роста, ответы о развитии, прививки и результаты занятий. Это сведения о здоровье, поэтому мы обращаемся с ними особенно бережно.",
          "О ваших полях: расположение, площадь, история культур, ваши наблюдения, лабораторные анализы, фотографии и отчёты о почве.",
          "Технические записи: токены входа и журнал запросов (время, адрес, результат; без имён, данных детей и полей).",
        ],
      },
      {
        title: "Зачем",
        paragraphs: [
          "Чтобы сравнивать рост ребёнка с нормами ВОЗ, подбирать занятия по возрасту, напоминать о прививках и готовить отчёт о почве вашего поля. Мы не продаём ваши данные, не используем их для рекламы и не передаём другим.",
          "Если включён искусственный интеллект, описание поля и фотографии (без вашего имени и почты) отправляются для анализа почвы в сервис Google Gemini. Если он не включён, отчёт готовит само приложение.",
        ],
      },
      {
        title: "Где",
        paragraphs: ["Персональные данные граждан Узбекистана по закону хранятся на серверах, находящихся на территории Узбекистана."],
      },
      {
        title: "Кто видит",
        paragraphs: [
          "Только вы. Даже члены вашей семьи не видят данные вашего аккаунта.",
          "Если вы поделитесь ссылкой на календарь прививок, получатель увидит имя или инициалы ребёнка и ближайшие даты прививок. Ссылку можно отключить в любой момент.",
        ],
      },
      {
        title: "Сколько времени",
        paragraphs: [
          "Данные хранятся, пока существует аккаунт. Удалённый профиль ребёнка стирается полностью через {days}. Если удалить аккаунт, всё удаляется сразу.",
          "Резервные копии хранятся не дольше 30\u00a0дней, поэтому удалённые данные исчезают и из них. Журнал запросов тоже хранится не дольше 30\u00a0дней.",
        ],
      },
      {
        title: "Ваши права",
        paragraphs: [
          "На странице «Аккаунт» можно скачать все свои данные одним ZIP-файлом и удалить аккаунт. Профиль ребёнка можно исправить или удалить в любой момент; поля и отчёты о почве удаляются вместе с аккаунтом.",
          "Регистрируясь, вы принимаете эти условия; мы сохраняем время согласия. Чтобы отозвать согласие, удалите аккаунт.",
        ],
      },
    ],
    updated: "Последнее обновление: 26 ноября 2026\u00a0г.",
    retentionDays: counted({ one: "{n}\u00a0день", few: "{n}\u00a0дня", many: "{n}\u00a0дней", other: "{n}\u00a0дня" }),
  },
  en: {
    title: "Privacy",
    intro: "Oila va Dala keeps only what it needs to help you. This page says briefly what is kept, why, where and for how long.",
    sections: [
      {
        title: "What we keep",
        paragraphs: [
          "Your account: your name, email and a one-way hash of your password (the password itself is never stored).",
          "What you enter about your children: name, date of birth, sex, whether born early, feeding, allergies, long-term conditions, notes, growth measurements, milestone answers, vaccinations and activity results. This is health information, so we treat it with particular care.",
          "About your fields: location, area, crop history, your observations, lab results, photos and soil reports.",
          "Technical records: sign-in tokens and a request log (time, address, outcome; no names, no child or field data).",
        ],
      },
      {
        title: "Why",
        paragraphs: [
          "To compare a child's growth with the WHO standards, choose daily activities for the child's age, remind you of vaccinations and prepare a soil report for your field. We do not sell your data, use it for advertising or give it to anyone.",
          "When the AI is switched on, the field's description and photos (without your name or email) are sent to Google's Gemini service for the soil analysis. When it is off, the app prepares the report itself.",
        ],
      },
      {
        title: "Where",
        paragraphs: ["As the law requires, personal data of citizens of Uzbekistan is stored on servers in Uzbekistan."],
      },
      {
        title: "Who can see it",
        paragraphs: [
          "Only you. Not even the other members of your family can see what is in your account.",
          "If you share a vaccination calendar link, whoever has it sees the child's first name or initials and the coming vaccination dates. You can turn the link off at any time.",
        ],
      },
      {
        title: "How long",
        paragraphs: [
          "Your data is kept while your account exists. A deleted child's profile is erased for good after {days}. If you delete your account, everything is deleted at once.",
          "Backup copies are kept for at most 30\u00a0days, so deleted data leaves them too. The request log is kept for at most 30\u00a0days as well.",
        ],
      },
      {
        title: "Your rights",
        paragraphs: [
          "On the Account page you can download all your data as one ZIP file and delete your account. You can correct or delete a child's profile at any time; fields and soil reports are deleted with the account.",
          "By registering you accept this notice; we record when. To withdraw your consent, delete your account.",
        ],
      },
    ],
    updated: "Last updated: 26 November 2026.",
    retentionDays: counted({ one: "{n}\u00a0day", other: "{n}\u00a0days" }),
  },
});
