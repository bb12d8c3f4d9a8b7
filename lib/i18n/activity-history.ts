// Interface text of a child's activity history (/children/{id}/activities; docs/sharing.md): the
// recent activities and games with their dates, scores and, on a shared child, who played.
// The statuses and activity kinds are the parents' bundle's (PARENTS), named the same everywhere.
import { defineMessages } from "@/lib/i18n/bundle";

export const ACTIVITY_HISTORY_MESSAGES = defineMessages({
  uz: {
    link: "Mashg'ulotlar tarixi",
    title: "{name}: mashg'ulotlar tarixi",
    back: "← {name}",
    intro: "Bola bilan o'tkazilgan mashg'ulot va o'yinlar, eng yangisi birinchi.",
    caption: "So'nggi mashg'ulotlar",
    when: "Qachon",
    activity: "Mashg'ulot",
    result: "Natija",
    score: "{score}%",
    empty: "Hali mashg'ulot yo'q. Bugungi rejadagi birortasini boshlang.",
    toToday: "Bugungi reja",
    older: "Avvalgilari",
    newest: "Eng yangilari",
  },
  ru: {
    link: "История занятий",
    title: "{name}: история занятий",
    back: "← {name}",
    intro: "Занятия и игры с ребёнком, сначала самые новые.",
    caption: "Последние занятия",
    when: "Когда",
    activity: "Занятие",
    result: "Результат",
    score: "{score}%",
    empty: "Занятий пока нет. Начните любое из плана на сегодня.",
    toToday: "План на сегодня",
    older: "Более ранние",
    newest: "Самые новые",
  },
  en: {
    link: "Activity history",
    title: "{name}: activity history",
    back: "← {name}",
    intro: "Activities and games with the child, newest first.",
    caption: "Recent activities",
    when: "When",
    activity: "Activity",
    result: "Result",
    score: "{score}%",
    empty: "No activities yet. Start one from today's plan.",
    toToday: "Today's plan",
    older: "Older",
    newest: "Newest",
  },
});
