// Example values of the document, in Uzbek like the product: children's names, age labels,
// activities from the seeded catalogue (prisma/catalogue), a rules-estimator soil report.
// A unit test validates every example against its schema, so they cannot go stale.
import { SOIL_DISCLAIMER_UZ } from "@/lib/soil/constants";

const ID = {
  user: "0b6f6a4e-3c1d-4f5e-9a2b-7c8d9e0f1a2b",
  madina: "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
  jasur: "a3e1c5d7-2b4f-4a6c-8e0d-1f2a3b4c5d6e",
  laylo: "d2c4e6a8-0b1d-4f3a-9c5e-7a9b1c3d5e7f",
  activity: "7c2e4a61-9b3d-4f5a-8c7e-0d1b2a3c4e5f",
  category: "2d4f6a8c-1e3b-4d5f-9a7c-6b8e0f2a4c6d",
  attempt: "c9d8e7f6-a5b4-4c3d-8e2f-1a0b9c8d7e6f",
  asset: "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
  report: "4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d",
  photo: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
  growth: "6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817",
  session: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  otherSession: "8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a",
};
export const EXAMPLE_IDS = ID;

export const userExample = { id: ID.user, email: "dilnoza@example.com", name: "Dilnoza Karimova" };

export const tokenPairExample = {
  accessToken: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..Qm9vc3Q.c2lnbmVk.dGFn",
  refreshToken: "kq3Yw0c1T9yXnZ2f8Rb6u4Ve7Ha5Lm0PjGs1Dt3Xy8Q",
  tokenType: "Bearer",
  expiresIn: 900,
};

export const sessionListExample = [
  {
    id: ID.session,
    kind: "browser",
    device: "Chrome, Android",
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
    createdAt: "2026-11-20T07:12:00.000Z",
    lastSeenAt: "2026-11-25T18:40:00.000Z",
    current: true,
    client: { type: "browser", browser: "Chrome", system: "Android", product: null, installed: false },
    thisDevice: true,
  },
  {
    id: ID.otherSession,
    kind: "app",
    device: "Android",
    userAgent: "OilaDala/1.4 (Android 13)",
    createdAt: "2026-10-02T15:30:00.000Z",
    lastSeenAt: "2026-11-24T09:05:00.000Z",
    current: false,
    client: { type: "mobile_app", browser: null, system: "Android", product: "1.4", installed: null },
    thisDevice: false,
  },
];

export const createChildExample = {
  name: "Madina",
  birthDate: "2023-03-14",
  gender: "female",
  // Birth measurements: the API dates them on birthDate.
  weight: 3.2,
  height: 49.5,
  feedingType: "solid_food",
  allergies: ["yeryong'oq"],
};

export const childSummaryExample = {
  id: ID.madina,
  name: "Madina",
  birthDate: "2023-03-14",
  gender: "female",
  ageLabel: "2 yosh 3 oy",
  correctedAgeLabel: null,
  postMenstrualAge: false,
  isSelected: true,
  metrics: { weight: 12.4, height: 88.5, headCircumference: null, bmi: 15.8, recordedAt: "2025-06-10" },
  role: "owner",
};

export const childListExample = [
  childSummaryExample,
  {
    id: ID.jasur,
    name: "Jasur",
    birthDate: "2025-01-02",
    gender: "male",
    ageLabel: "5 oy 12 kun",
    correctedAgeLabel: "3 oy 28 kun",
    postMenstrualAge: false,
    isSelected: false,
    metrics: { weight: null, height: null, headCircumference: null, bmi: null, recordedAt: null },
    role: "caregiver",
  },
  {
    // Born at 30+3 weeks 20 days ago: before the due date the label is the postmenstrual age.
    id: ID.laylo,
    name: "Laylo",
    birthDate: "2025-05-21",
    gender: "female",
    ageLabel: "20 kun",
    correctedAgeLabel: "33 hafta 2 kun (postmenstrual yosh)",
    postMenstrualAge: true,
    isSelected: false,
    metrics: { weight: 1.36, height: 40, headCircumference: 27.8, bmi: 8.5, recordedAt: "2025-05-21" },
    role: "owner",
  },
];

export const childDetailsExample = {
  ...childSummaryExample,
  isPremature: false,
  gestationalWeeks: 39,
  gestationalDays: 3,
  feedingType: "solid_food",
  allergies: ["yeryong'oq"],
  chronicConditions: [],
  notes: "Bog'chaga boradi.",
};

export const growthRecordExample = {
  id: ID.growth,
  recordedAt: "2025-06-10",
  weight: 12.4,
  height: 88.5,
  headCircumference: 47.5,
  bmi: 15.8,
  ageDays: 819,
  usedCorrectedAge: false,
  correctedAgeDays: null,
  correctedAgeLabel: null,
  postMenstrualAgeDays: null,
  standard: "who2006",
  heightPosition: "standing",
  weightForAge: { z: 0.12, percentile: 54.8, flag: null },
  lengthHeightForAge: { z: 0.4, percentile: 65.5, flag: null },
  bmiForAge: { z: -0.15, percentile: 44, flag: null },
  headCircumferenceForAge: { z: 0.3, percentile: 61.8, flag: null },
  recordedBy: { name: "Dilnoza Karimova", you: true },
};

export const growthExample = {
  childId: ID.madina,
  sex: "female",
  birthDate: "2023-03-14",
  gestationalWeeks: 39,
  gestationalDays: 3,
  records: [growthRecordExample],
};

export const categoriesExample = [
  { id: ID.category, slug: "nutq", title: "Nutq va muloqot", icon: "message-circle" },
  { id: "3e5a7c9b-2d4f-4a6c-8e1b-7d9f1a3c5e7b", slug: "harakat", title: "Harakat", icon: "footprints" },
];

export const dashboardExample = [
  {
    id: ID.activity,
    title: "Burning qani? Ko'zing qani?",
    description: "Quvnoq o'yin orqali bola tana a'zolarining nomini o'rganadi va ularni ko'rsatadi.",
    durationMinutes: 5,
    type: "instructional",
    difficulty: "easy",
    status: "not_started",
  },
  {
    id: "8d3f5b72-ac4e-4a6b-9d8f-1e2c3b4d5f6a",
    title: "Kim shunday ovoz chiqaradi?",
    description: "Ota-ona hayvonning ovozini taqlid qiladi, bola esa rasmlar orasidan o'sha hayvonni topadi.",
    durationMinutes: 5,
    type: "interactive",
    difficulty: "easy",
    status: "completed",
  },
];

export const activityListExample = [
  { id: ID.activity, title: "Burning qani? Ko'zing qani?", categoryTitle: "Nutq va muloqot", status: "started" },
  { id: "8d3f5b72-ac4e-4a6b-9d8f-1e2c3b4d5f6a", title: "Kim shunday ovoz chiqaradi?", categoryTitle: "Nutq va muloqot", status: "not_started" },
];

export const activityDetailsExample = {
  ...dashboardExample[0],
  content: {
    steps: [
      "Bola bilan ko'zgu oldida yoki yuzma-yuz o'tiring.",
      "O'z burningizni ko'rsatib: «Mana, oyimning burni!» deng.",
      "Endi so'rang: «Burning qani?» Bola ko'rsatsa — chapak chaling.",
    ],
    checklist: ["Burnini ko'rsatdi", "Ko'zini ko'rsatdi"],
    image: ID.asset,
  },
  categoryId: ID.category,
  minAgeMonths: 15,
  maxAgeMonths: 30,
  skill: "So'ralganda kamida ikkita tana a'zosini ko'rsatish.",
};

export const startExample = {
  activityId: ID.activity,
  childId: ID.madina,
  attemptId: ID.attempt,
  status: "started",
  startedAt: "2025-06-10T09:15:00.000Z",
};

/** A start queued on the phone while offline, sent later with the device's time. */
export const startRequestExample = { startedAt: "2025-06-10T14:15:00+05:00" };

export const completeRequestExample = { score: 80, timeSpentSeconds: 300 };

export const completeExample = {
  activityId: ID.activity,
  childId: ID.madina,
  attemptId: ID.attempt,
  status: "completed",
  score: 80,
  timeSpentSeconds: 300,
  completedAt: "2025-06-10T09:20:00.000Z",
};

export const soilSubmissionExample = {
  fieldId: "dala-1",
  fieldName: "Ariq bo'yidagi dala",
  location: { lat: 39.65, lng: 66.96 },
  area: 2.5,
  lastCrops: [
    { year: 2024, crop: "paxta", yield: "o'rtacha" },
    { year: 2023, crop: "bug'doy", yield: "yaxshi" },
  ],
  irrigationType: "ariqqa",
  farmerObservations: "Yer qattiq, sug'organdan keyin oq dog'lar paydo bo'ladi.",
  labResults: null,
  soilPhysicalProperties: { colour: "och kulrang", feel: "yopishqoq" },
};

export const soilReportExample = {
  reportId: ID.report,
  language: "uz" as const,
  summary:
    "Dalangizda tipik bo'z tuproq, pH taxminan 8.1. Laboratoriya tahlili ma'lumotlari yo'q, shuning uchun natijalar taxminiy. Sho'rlanish xavfi bor: yerni yuvish va organik o'g'it solish tavsiya etiladi.",
  soilProfile: { type: "tipik bo'z tuproq (sho'rlangan)", ph: 8.1, nitrogen: "past", confidence: 0.38 },
  chips: ["Sho'rlanish xavfi", "Gumus kam"],
  actions: ["Kuzda yerni sho'rini yuving.", "Go'ng yoki kompost soling.", "Tuproqni laboratoriyada tahlil qildiring."],
  recommendedCrops: [
    { name: "kuzgi bug'doy", score: 0.72 },
    { name: "mosh", score: 0.64 },
  ],
  disclaimer: SOIL_DISCLAIMER_UZ,
  fieldId: "dala-1",
  source: "rules_v1",
  createdAt: "2025-06-10T10:00:00.000Z",
  details: {
    soilProfile: {
      type: "tipik bo'z tuproq (sho'rlangan)",
      ph: 8.1,
      phConfidence: 0.3,
      nitrogen: "past",
      phosphorus: "unknown",
      potassium: "unknown",
      organicMatter: "past",
    },
    issues: [{ code: "salinity_risk", label: "Sho'rlanish xavfi", severity: "medium", description: "Sug'orishdan keyin oq dog'lar tuz to'planayotganini bildiradi." }],
    actions: [{ type: "soil_improvement", priority: "high", description: "Kuzda yerni sho'rini yuving." }],
    crops: [{ name: "kuzgi bug'doy", reason: "Mintaqa iqlimiga mos va sho'rga chidamli.", score: 0.72 }],
    hasLabResults: false,
    contextForm: "A",
    photos: [{ id: ID.photo, url: `/api/soil/photos/${ID.photo}`, contentType: "image/jpeg", width: 1024, height: 768 }],
    flags: [],
  },
};

export const soilFieldExample = {
  id: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
  fieldId: "dala-1",
  name: "Ariq bo'yidagi dala",
  region: "Samarqand",
  regionCode: "samarqand",
  location: { lat: 39.65, lng: 66.96 },
  area: 2.5,
  irrigationType: "ariqqa",
  lastCrops: [{ year: 2024, crop: "paxta", yield: "o'rtacha" }],
  reportCount: 1,
  lastReportAt: "2025-06-10T10:00:00.000Z",
  updatedAt: "2025-06-10T10:00:00.000Z",
};
