// Words of the catch-up plan (issue 33): the plan card on the vaccinations page and the visit
// summary. Calm: the plan is what a nurse writes on a catch-up card, the clinic confirms it.
import { defineMessages } from "@/lib/i18n/bundle";

export const PLAN_MESSAGES = defineMessages({
  uz: {
    title: "Emlash rejasi",
    intro: "Hamshira qolib ketgan emlashlar kartasiga yozgandek: bir tashrifdagi dozalar birga qilinadi. Sanalarni va vaksinani poliklinika tasdiqlaydi.",
    visit: "{n}-tashrif",
    today: "bugun",
    more: "Yana {n} ta tashrif (16 yoshgacha)",
    nextToday: "Rejada: bugun.",
    givenLate: "kechikib qilingan",
    nothingLeft: "Rejada qolgan doza yo'q.",
    notPlanned: "Rejaga kirmagan (izohga qarang)",
  },
  ru: {
    title: "План прививок",
    intro: "Как медсестра пишет в карту догоняющей вакцинации: дозы одного визита делают вместе. Даты и вакцину подтверждает поликлиника.",
    visit: "Визит {n}",
    today: "сегодня",
    more: "Ещё визитов: {n} (до 16 лет)",
    nextToday: "По плану: сегодня.",
    givenLate: "сделана с опозданием",
    nothingLeft: "В плане не осталось доз.",
    notPlanned: "Не входят в план (см. пояснение)",
  },
  en: {
    title: "Vaccination plan",
    intro: "As a nurse writes a catch-up card: the doses of one visit are given together. The clinic confirms the dates and the vaccines.",
    visit: "Visit {n}",
    today: "today",
    more: "{n} more visits (to 16 years)",
    nextToday: "In the plan: today.",
    givenLate: "given late",
    nothingLeft: "No doses left in the plan.",
    notPlanned: "Not in the plan (see the note)",
  },
});
