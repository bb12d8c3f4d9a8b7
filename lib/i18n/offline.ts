// Text of the offline parts of the app: the offline page, the update banner, the install sheet.
import { defineMessages } from "@/lib/i18n/bundle";

export const OFFLINE_MESSAGES = defineMessages({
  uz: {
    offlineTitle: "Internet yo'q",
    offlineText: "Bu sahifa hali qurilmangizga saqlanmagan. Internet qaytgach, u ochiladi.",
    offlineHint: "Avval ochilgan sahifalar (Bugun, Bolalar, Tuproq) internetsiz ham ochiladi.",
    offlineRetry: "Qayta urinish",
    offlineToday: "Bugungi reja",
    updateReady: "Ilovaning yangi versiyasi tayyor",
    updateButton: "Yangilash",
    appShortName: "Oila Dala",
    appDescription: "Bolangiz rivoji va dalangiz tuprog'i uchun yordamchi: kundalik mashg'ulotlar, o'sish kuzatuvi va tuproq hisoboti.",
  },
  ru: {
    offlineTitle: "Нет интернета",
    offlineText: "Эта страница ещё не сохранена на устройстве. Она откроется, когда интернет вернётся.",
    offlineHint: "Страницы, которые вы уже открывали (Сегодня, Дети, Почва), открываются и без интернета.",
    offlineRetry: "Повторить",
    offlineToday: "План на сегодня",
    updateReady: "Готова новая версия приложения",
    updateButton: "Обновить",
    appShortName: "Oila Dala",
    appDescription: "Помогает следить за развитием ребёнка и за почвой на вашем поле: занятия на каждый день, рост и отчёт о почве.",
  },
  en: {
    offlineTitle: "No connection",
    offlineText: "This page is not saved on your device yet. It will open once you are back online.",
    offlineHint: "Pages you have opened before (Today, Children, Soil) also open without a connection.",
    offlineRetry: "Try again",
    offlineToday: "Today's plan",
    updateReady: "A new version of the app is ready",
    updateButton: "Update",
    appShortName: "Oila Dala",
    appDescription: "A helper for your child's development and your field's soil: daily activities, growth tracking and soil reports.",
  },
});

export type OfflineMessages = (typeof OFFLINE_MESSAGES)["uz"];
