// The OpenAPI example of GET /api/client/children/{id}/summary: Madina of the other children
// examples, with the vaccination part built by the real code (so it always fits the schema and
// the calendar's rules; its first doses only) and two milestone items of her window.
import { childDetailsExample, growthExample, growthRecordExample, EXAMPLE_IDS } from "@/lib/openapi/examples";
import { vaccinationsOf } from "@/lib/vaccinations/vaccinations";

const TODAY = "2025-06-10";
// The real calendar, cut to its first doses to keep the document small (the API sends them all).
const given = (date: string) => ({ kind: "given" as const, date, onSchedule: false });
const vaccinations = vaccinationsOf(
  { id: EXAMPLE_IDS.madina, birthDate: "2023-03-14", gender: "female" },
  new Map([
    ["hepb-0", given("2023-03-14")],
    ["bcg", given("2023-03-16")],
    ["penta-1", given("2023-05-16")],
  ]),
  TODAY,
  "uz",
);
const birth = { ...growthRecordExample, id: "1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a", recordedAt: "2023-03-14", weight: 3.2, height: 49.5, headCircumference: null };

export const visitSummaryExample = {
  childId: EXAMPLE_IDS.madina,
  preparedOn: TODAY,
  child: childDetailsExample,
  birthMeasurements: { weight: 3.2, height: 49.5, headCircumference: null },
  standards: ["who2006"],
  growth: {
    ...growthExample,
    records: [
      {
        ...birth,
        bmi: 13.1,
        ageDays: 0,
        heightPosition: "lying",
        weightForAge: { z: -0.06, percentile: 47.6, flag: null },
        lengthHeightForAge: { z: 0.18, percentile: 57.1, flag: null },
        bmiForAge: { z: -0.3, percentile: 38.2, flag: null },
        headCircumferenceForAge: null,
      },
      growthRecordExample,
    ],
  },
  milestones: {
    ageMonths: 26,
    correctedAge: false,
    currentWindow: 24,
    advice: { talkToDoctor: false, reasons: [], message: null },
    items: [
      {
        id: "m24-two-words",
        kind: "milestone",
        domain: "language",
        text: "Ikki so'zni qo'shib aytadi, masalan, \"yana sut\".",
        optional: false,
        whoWindow: null,
        answer: { answer: "not_yet", date: "2025-06-01" },
      },
      {
        id: "s24-shows-wants",
        kind: "sign",
        domain: null,
        text: "Istagini so'z yoki imo-ishora bilan bildirishga urinadi.",
        optional: false,
        whoWindow: null,
        answer: { answer: "yes", date: "2025-06-01" },
      },
    ],
    concerns: [],
  },
  vaccinations: { ...vaccinations, doses: vaccinations.doses.slice(0, 4) },
};
