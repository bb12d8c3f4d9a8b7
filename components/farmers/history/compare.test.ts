// Compare says better or worse (issue 28): green/red trends, a first measurement apart from a
// worsening, never a first measurement listed as a new problem, and a severity change says why.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SoilReportBody } from "@/lib/soil";
import type { FindingSources } from "@/lib/soil/finding-sources";
import { compareReports, confidenceLevel, phTrend, statusTrend } from "./compare";

type Profile = SoilReportBody["details"]["soilProfile"];
type Issue = SoilReportBody["details"]["issues"][number];

function report(profile: Partial<Profile>, issues: Issue[], sources: Partial<FindingSources>, hasLab = false): SoilReportBody {
  const soilProfile: Profile = { type: "bo'z tuproq", ph: 8.1, phConfidence: 0.35, nitrogen: "o'rtacha", phosphorus: "unknown", potassium: "unknown", organicMatter: "o'rtacha", ...profile };
  return {
    reportId: "r",
    fieldId: "f",
    summary: "",
    soilProfile: { type: soilProfile.type, ph: soilProfile.ph, nitrogen: soilProfile.nitrogen as "past", confidence: 0.5 },
    chips: [],
    actions: [],
    recommendedCrops: [],
    disclaimer: "",
    source: "rules_v1",
    createdAt: "2026-01-01T00:00:00.000Z",
    details: {
      soilProfile,
      issues,
      actions: [],
      crops: [],
      hasLabResults: hasLab,
      contextForm: "A",
      photos: [],
      flags: [],
      sources: { ph: "region", nitrogen: "estimate", phosphorus: "none", potassium: "none", organicMatter: "region", issues: issues.map(() => "region"), ...sources },
    },
  };
}

const issue = (code: string, severity: string, description = "Matn."): Issue => ({ code, label: code, severity, description });

describe("trends", () => {
  it("more of a nutrient is better, less is worse, unknown -> a status is a first measurement", () => {
    expect(statusTrend("past", "o'rtacha")).toBe("improved");
    expect(statusTrend("yetarli", "past")).toBe("worsened");
    expect(statusTrend("unknown", "past")).toBe("measured");
    expect(statusTrend("past", "unknown")).toBe("unmeasured");
  });

  it("pH towards neutral is better, away from it worse", () => {
    expect(phTrend(8.6, 8.1)).toBe("improved");
    expect(phTrend(8.1, 8.6)).toBe("worsened");
    expect(phTrend(5.5, 6.8)).toBe("improved");
    expect(phTrend(6.8, 7.0)).toBe("unchanged");
  });
});

describe("compareReports", () => {
  it("phosphorus unknown -> low is newly measured, and its issue is not a new problem", () => {
    const before = report({}, [], {});
    const after = report({ phosphorus: "past" }, [issue("phosphorus_deficiency", "medium"), issue("compaction", "medium")], { phosphorus: "lab", issues: ["lab", "observation"] }, true);
    const c = compareReports(before, after);
    expect(c.nutrients.find((n) => n.key === "phosphorus")?.trend).toBe("measured");
    expect(c.measured.map((i) => i.code)).toEqual(["phosphorus_deficiency"]);
    expect(c.added.map((i) => i.code)).toEqual(["compaction"]);
  });

  it("a severity change with the same pH: the lab measured it now, and says so", () => {
    const before = report({ ph: 8.6 }, [issue("high_ph", "medium")], { ph: "region", issues: ["region"] });
    const after = report({ ph: 8.6 }, [issue("high_ph", "high")], { ph: "lab", issues: ["lab"] }, true);
    const c = compareReports(before, after);
    expect(c.ph.trend).toBe("measured");
    expect(c.kept).toEqual([expect.objectContaining({ trend: "measured", sources: { before: "region", after: "lab" } })]);
  });

  it("a severity change on the same footing is a real worsening or improvement", () => {
    const before = report({}, [issue("salinity_risk", "low")], { issues: ["lab"] }, true);
    const worse = report({}, [issue("salinity_risk", "high")], { issues: ["lab"] }, true);
    expect(compareReports(before, worse).kept[0].trend).toBe("worsened");
    expect(compareReports(worse, before).kept[0].trend).toBe("improved");
  });

  it("a lab nutrient that went down after an earlier lab value is worse", () => {
    const before = report({ nitrogen: "yetarli" }, [], { nitrogen: "lab" }, true);
    const after = report({ nitrogen: "past" }, [], { nitrogen: "lab" }, true);
    expect(compareReports(before, after).nutrients[0].trend).toBe("worsened");
  });

  it("a soil type that became saline is worse", () => {
    const c = compareReports(report({}, [], {}), report({ type: "bo'z tuproq (sho'rlangan)" }, [], {}));
    expect(c.type.trend).toBe("worsened");
  });
});

// Issue 34: one verdict per row, direction-aware, and plain words for how sure a report is.
describe("one verdict per row", () => {
  const ph = fc.integer({ min: 30, max: 110 }).map((x) => x / 10);

  it("property: on alkaline soil a rise in pH is worse and a fall better; on acid soil the reverse", () => {
    fc.assert(
      fc.property(ph, ph, (a, b) => {
        const trend = phTrend(a, b);
        if (a >= 7.3 && b >= 7.3 && Math.abs(b - a) >= 0.1) expect(trend).toBe(b > a ? "worsened" : "improved");
        if (a <= 6.5 && b <= 6.5 && Math.abs(b - a) >= 0.1) expect(trend).toBe(b < a ? "worsened" : "improved");
        // Swapping the two reports swaps better and worse.
        const back = phTrend(b, a);
        expect(back).toBe(trend === "improved" ? "worsened" : trend === "worsened" ? "improved" : "unchanged");
      }),
    );
  });

  it("the same pH, estimated first and measured now, is one verdict: first measured (not 'unchanged · first measured')", () => {
    const c = compareReports(report({ ph: 7.9 }, [], { ph: "region" }), report({ ph: 7.9 }, [], { ph: "lab" }, true));
    expect(c.ph.trend).toBe("measured");
  });

  it.each([
    [0.32, 0.78, "low", "high", "improved"],
    [0.78, 0.32, "high", "low", "worsened"],
    [0.5, 0.65, "medium", "medium", "unchanged"],
    [0.44, 0.45, "low", "medium", "improved"],
  ] as const)("confidence %s -> %s reads %s -> %s, %s", (before, after, levelBefore, levelAfter, trend) => {
    const earlier = report({}, [], {});
    const later = report({}, [], {});
    earlier.soilProfile.confidence = before;
    later.soilProfile.confidence = after;
    expect(compareReports(earlier, later).confidence).toMatchObject({ levels: { before: levelBefore, after: levelAfter }, trend });
  });

  it("property: a more certain report is never a worse verdict", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const earlier = report({}, [], {});
        const later = report({}, [], {});
        earlier.soilProfile.confidence = a;
        later.soilProfile.confidence = b;
        const { trend } = compareReports(earlier, later).confidence;
        if (b >= a) expect(trend).not.toBe("worsened");
        if (confidenceLevel(a) === confidenceLevel(b)) expect(trend).toBe("unchanged");
      }),
    );
  });

  it.each(["типичный серозём (засолённый)", "solonchak", "typical sierozem (saline)"])("a soil type that became saline is worse in any language: %s", (type) => {
    expect(compareReports(report({}, [], {}), report({ type }, [], {})).type.trend).toBe("worsened");
  });
});
