// Interface text both sections (parents and farmers) and the shared pages use, written once.
// The section bundles (parents.ts, farmers.ts and their -ru/-en files) and the common bundle
// (messages.ts) spread it in, so `t.retry` reads the same in every part of the app.
import { defineMessages } from "@/lib/i18n/bundle";

export const SHARED_MESSAGES = defineMessages({
  uz: {
    loading: "Yuklanmoqda...",
    errorTitle: "Sahifani ochib bo'lmadi",
    retry: "Qayta urinish",
    stepOf: "{n}-qadam, jami {total}",
    fixFields: "Belgilangan maydonlarni tuzating.",
  },
  ru: {
    loading: "Загрузка...",
    errorTitle: "Не удалось открыть страницу",
    retry: "Попробовать ещё раз",
    stepOf: "Шаг {n} из {total}",
    fixFields: "Исправьте отмеченные поля.",
  },
  en: {
    loading: "Loading...",
    errorTitle: "This page could not be opened",
    retry: "Try again",
    stepOf: "Step {n} of {total}",
    fixFields: "Please fix the marked fields.",
  },
});
