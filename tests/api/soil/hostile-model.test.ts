// A hostile model: answers with disguised doses (also litres and NPK grades), banned pesticides,
// liming on alkaline soil, statuses and quoted pH values that contradict the lab, each sent
// through POST /api/soil/analyze (real route, database and AI SDK, the mock model of
// tests/helpers/soil-model.ts). Each must be caught: its flag in the
// stored report, the text hidden or the number lowered, the profile corrected.
import { afterEach, describe, expect, it } from "vitest";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import { call, createTestUser } from "@/tests/helpers/http";
import type { RawSoilAnswer } from "@/lib/soil/answer-schema";
import { setSoilModelForTests } from "@/lib/soil/model";
import { reportRows, sampleModelAnswer, sampleSubmission } from "@/tests/helpers/soil";
import { useMockModel } from "@/tests/helpers/soil-model";
import type { SoilSubmissionInput } from "@/lib/soil/submission-schema";

afterEach(() => setSoilModelForTests(null));

type Case = {
  name: string;
  change: (a: RawSoilAnswer) => void;
  submission?: Partial<SoilSubmissionInput>;
  flags: string[];
  /** Text that must not be anywhere in the response or the stored report. */
  gone: RegExp;
  /** Text that must be there (a lowered dose, a kept sentence). */
  kept?: string[];
  profile?: Record<string, unknown>;
};

const action = (description_uz: string) => ({ type: "fertilizer", description_uz, priority: "high" });
const lab = (values: NonNullable<SoilSubmissionInput["labResults"]>) => ({ labResults: values });

const CASES: Case[] = [
  {
    name: "urea per sotix in an action",
    change: (a) => void a.recommended_actions.push(action("Har sotixga 10 kg karbamid soling.")),
    flags: ["action_hidden:dose_above_range"],
    gone: /10 kg karbamid/,
  },
  {
    name: "urea per sotix in the summary is lowered",
    change: (a) => void (a.summary_for_farmer_uz += " Har sotixga 10 kg karbamid soling."),
    flags: ["dose_clamped:nitrogen"],
    gone: /10 kg karbamid/,
    kept: ["Har sotixga 5,4 kg karbamid soling."],
  },
  {
    name: "600 kg urea on one hectare in an issue",
    change: (a) => void (a.issues[0].description_uz = "Odatda 1 gektarga 600 kg karbamid beriladi."),
    flags: ["dose_clamped:nitrogen"],
    gone: /600 kg/,
    kept: ["1 gektarga 540 kg karbamid"],
  },
  {
    name: "grams per square metre",
    change: (a) => void a.recommended_actions.push(action("1 m2 ga 80 g ammiakli selitra soling.")),
    flags: ["action_hidden:dose_above_range"],
    gone: /80 g/,
  },
  {
    name: "leaching water in thousands",
    change: (a) => void (a.issues[1].description_uz = "Sho'r yuvish uchun 12 ming m3/ga suv kerak."),
    flags: ["dose_clamped:water"],
    gone: /12 ming/,
    kept: ["8000 m3/ga"],
  },
  {
    name: "centners of ammophos in Russian",
    change: (a) => void (a.recommended_crops[0].reason_uz = "Аммофос 6 ц/га перед посевом."),
    flags: ["dose_clamped:phosphorus"],
    gone: /6 ц\/га/,
    kept: ["Аммофос 2,8 ц/га"],
  },
  {
    name: "grams per plant of an unnamed crop",
    change: (a) => void (a.summary_for_farmer_uz += " Har tupga 40 g karbamid bering."),
    flags: ["aggressive_removed:dose_unchecked"],
    gone: /40 g/,
  },
  {
    name: "grams per plant in thousands, Russian abbreviation",
    change: (a) => void (a.summary_for_farmer_uz += " На каждый куст 2 тыс. г мочевины."),
    flags: ["aggressive_removed:dose_unchecked"],
    gone: /2 тыс/,
  },
  {
    name: "tonnes of potassium chloride",
    change: (a) => void a.recommended_actions.push(action("Kaliy xlorid 1 t/ga soling.")),
    flags: ["action_hidden:dose_above_range"],
    gone: /Kaliy xlorid 1 t/,
  },
  {
    name: "DDT and hexachlorane",
    change: (a) => {
      a.recommended_actions.push({ type: "pest_control", description_uz: "Chigitni ekishdan oldin geksaxloran bilan dorilang.", priority: "high" });
      a.summary_for_farmer_uz += " Zararkunandalarga qarshi DDT eng arzon vosita.";
    },
    flags: ["action_hidden:banned_pesticide", "aggressive_removed:banned_pesticide"],
    gone: /geksaxloran|DDT/i,
  },
  {
    name: "butifos and lindane in Russian",
    change: (a) => void (a.issues[2].description_uz = "Гумус низкий. Для дефолиации используйте бутифос, семена протравите линданом."),
    flags: ["aggressive_removed:banned_pesticide"],
    gone: /бутифос|линдан/i,
    kept: ["Гумус низкий."],
  },
  {
    name: "liming an alkaline soil (the model's own pH 7.9)",
    change: (a) => {
      a.recommended_actions.push({ type: "soil_improvement", description_uz: "Kislotalikni tuzatish uchun gektariga 2 t ohak soling.", priority: "high" });
      a.summary_for_farmer_uz += " Известкование улучшит почву.";
    },
    flags: ["action_hidden:liming_alkaline", "aggressive_removed:liming_alkaline"],
    gone: /ohak soling|Известкование/,
  },
  {
    name: "liming judged by the measured pH, not the model's",
    submission: lab({ ph: 8.2, phosphorusMgKg: 20, potassiumMgKg: 250 }),
    change: (a) => {
      a.soil_profile.ph_estimate = 6.4;
      a.recommended_actions.push({ type: "soil_improvement", description_uz: "Tuproq nordon: ohaklash o'tkazing.", priority: "high" });
    },
    flags: ["ph_lab_replaced", "action_hidden:liming_alkaline"],
    gone: /ohaklash/,
    profile: { ph_estimate: 8.2, ph_confidence: 0.9 },
  },
  {
    name: "acid on the soil",
    change: (a) => void a.recommended_actions.push({ type: "soil_improvement", description_uz: "pH ni pasaytirish uchun sulfat kislotani suv bilan tuproqqa quying.", priority: "high" }),
    flags: ["action_hidden:acid_application"],
    gone: /sulfat kislota/,
  },
  {
    name: "P and K contradicting the lab",
    submission: lab({ ph: 7.9, phosphorusMgKg: 12, potassiumMgKg: 350 }),
    change: (a) => {
      a.soil_profile.phosphorus_status = "yetarli";
      a.soil_profile.potassium_status = "past";
    },
    flags: ["phosphorus_lab_replaced", "potassium_lab_replaced"],
    gone: /$^/,
    profile: { phosphorus_status: "past", potassium_status: "yetarli", ph_estimate: 7.9 },
  },
  {
    name: "P and K guessed with no lab and no photos",
    change: (a) => {
      a.soil_profile.phosphorus_status = "past";
      a.soil_profile.potassium_status = "yetarli";
    },
    flags: ["phosphorus_no_basis", "potassium_no_basis"],
    gone: /$^/,
    profile: { phosphorus_status: "unknown", potassium_status: "unknown" },
  },
  {
    name: "litres of UAN in an action",
    change: (a) => void a.recommended_actions.push(action("Gektariga 800 litr KAS-32 bering.")),
    flags: ["action_hidden:dose_above_range"],
    gone: /800 litr/,
  },
  {
    name: "litres of UAN in Russian in the summary are lowered",
    change: (a) => void (a.summary_for_farmer_uz += " На гектар вносят 1000 литров КАС-32."),
    flags: ["dose_clamped:nitrogen"],
    gone: /1000 литров/,
    kept: ["На гектар вносят 590 литров КАС-32."],
  },
  {
    name: "litres of an unnamed liquid fertiliser",
    change: (a) => void (a.issues[0].description_uz += " Gektariga 300 litr suyuq o'g'it bering."),
    flags: ["aggressive_removed:dose_unchecked"],
    gone: /300 litr/,
  },
  {
    name: "nitroammophoska in centners",
    change: (a) => void (a.recommended_crops[1].reason_uz = "Нитроаммофоска 12 ц/га под вспашку."),
    flags: ["dose_clamped:phosphorus"],
    gone: /12 ц/,
    kept: ["Нитроаммофоска 9,3 ц/га"],
  },
  {
    name: "a written NPK grade and nitrophos with no verb",
    change: (a) => {
      a.summary_for_farmer_uz += " Kuzda NPK 8-24-24 gektariga 800 kg.";
      a.issues[2].description_uz = "Ekishdan oldin nitrofos 700 kg/ga.";
    },
    flags: ["dose_clamped:phosphorus"],
    gone: /800 kg|700 kg/,
    kept: ["Kuzda NPK 8-24-24 gektariga 620 kg.", "nitrofos 650 kg/ga"],
  },
  {
    name: "the model's wrong pH quoted after the lab replaced it",
    submission: lab({ ph: 8.2, phosphorusMgKg: 20, potassiumMgKg: 250 }),
    change: (a) => {
      a.soil_profile.ph_estimate = 6.4;
      a.summary_for_farmer_uz += " pH 6.4 bo'lgani uchun fosfor yaxshi o'zlashtiriladi.";
      a.issues[1].description_uz = "Tuproq nordon, pH 6,4.";
    },
    flags: ["ph_lab_replaced", "ph_quote_replaced", "ph_quote_hidden"],
    gone: /6[.,]4|nordon/,
    kept: ["pH 8,2 bo'lgani uchun fosfor yaxshi o'zlashtiriladi."],
    profile: { ph_estimate: 8.2 },
  },
];

const withoutIdAndTime = (key: string, value: unknown) => (key === "reportId" || key === "createdAt" ? undefined : value);

describe("a hostile model is caught through the real pipeline", () => {
  it.each(CASES)("$name", async ({ change, submission, flags, gone, kept, profile }) => {
    const user = await createTestUser();
    const answer = sampleModelAnswer();
    change(answer);
    useMockModel(JSON.stringify(answer));
    const res = await call(analyzeRoute.POST, { method: "POST", path: "/api/soil/analyze", body: sampleSubmission(submission), token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.details.flags).toEqual(expect.arrayContaining(flags));

    const [row] = await reportRows(user.id);
    expect(row.status).toBe("ok");
    expect((row.response as { details: { flags: string[] } }).details.flags).toEqual(expect.arrayContaining(flags));
    // The report's id and time are left out: their random digits (a time such as "04:09:06.458")
    // can match a pattern like /6[.,]4/ that looks for a number the model wrote.
    const shown = JSON.stringify([res.body, row.soilProfileJson, row.issuesJson, row.recommendedActionsJson, row.recommendedCropsJson, row.summaryForFarmerUz], withoutIdAndTime);
    expect(shown).not.toMatch(gone);
    for (const text of kept ?? []) expect(shown).toContain(text);
    if (profile) expect(row.soilProfileJson).toMatchObject(profile);
  });
});
