// Photos that show no soil (issue 34): the model says which photos it could read; when it names
// none of those sent, the findings resting on the photos alone go, and the farmer is told why.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleModelAnswer, sampleSubmission } from "@/tests/helpers/soil";
import { checkModelAnswer } from "./pipeline";
import { findRegion, getRegionStats } from "./regions";
import { REPORT_FIXED_TEXTS, type ReportLanguage } from "./report-language";
import { readablePhotoCount } from "./sanitize";
import type { SoilContextInput } from "./prompt";
import { soilSubmissionSchema } from "./submission-schema";

function inputFor(observations: string): SoilContextInput {
  const submission = soilSubmissionSchema.parse({ ...sampleSubmission(), farmerObservations: observations });
  const region = findRegion(submission.location);
  return { submission, region, stats: region ? getRegionStats(region.code) : null };
}

const seenInPhotos = sampleModelAnswer({
  issues: [
    { code: "salinity_risk", severity: "high", description_uz: "Rasmlarda oq qatlam ko'rinib turibdi." },
    { code: "erosion", severity: "high", description_uz: "Rasmda eroziya izlari bor." },
    { code: "monoculture", severity: "low", description_uz: "Har yili paxta ekilgan." },
  ],
});

describe("readable photos", () => {
  it.each<[number[] | undefined, number, number]>([
    [undefined, 3, 3], // an answer that does not say: every photo counts, as before
    [[], 3, 0],
    [[1, 1, 2], 3, 2],
    [[0, 4, 2.5, -1], 3, 0], // numbers that name no sent photo
  ])("%j of %i photos -> %i", (list, sent, readable) => {
    expect(readablePhotoCount(list, sent)).toBe(readable);
  });

  it.each<ReportLanguage>(["uz", "ru", "en"])("none readable (%s): photo-only findings dropped, the rest kept, the farmer told why", (language) => {
    const outcome = checkModelAnswer({ ...seenInPhotos, readable_photos: [] }, null, inputFor("Hosil o'rtacha."), 2, language);
    expect(outcome.answer.issues.map((issue) => issue.code)).toEqual(["monoculture"]);
    expect(outcome.photosSeen).toBe(0);
    expect(outcome.flags).toEqual(expect.arrayContaining(["no_soil_in_photos", "photo_findings_dropped:2"]));
    expect(outcome.answer.summary_for_farmer_uz.startsWith(REPORT_FIXED_TEXTS[language].noSoilPhotos)).toBe(true);
  });

  it("a salt crust the farmer reported stays: it rests on their words, not on the photos", () => {
    const outcome = checkModelAnswer({ ...seenInPhotos, readable_photos: [] }, null, inputFor("Yer yuzida oq sho'r qatlam bor."), 1, "uz");
    expect(outcome.answer.issues.map((issue) => issue.code)).toContain("salinity_risk");
  });

  it("property: with at least one readable photo nothing is dropped; with none, no finding rests on photos", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }), (sent, named) => {
        const outcome = checkModelAnswer({ ...seenInPhotos, readable_photos: named }, null, inputFor(""), sent, "uz");
        const readable = readablePhotoCount(named, sent);
        expect(outcome.photosSeen).toBe(readable);
        if (readable > 0) {
          expect(outcome.answer.issues).toHaveLength(3);
          expect(outcome.flags).not.toContain("no_soil_in_photos");
        } else {
          expect(outcome.answer.issues.map((issue) => issue.code)).toEqual(["monoculture"]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
