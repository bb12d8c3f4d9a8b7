import { describe, expect, it } from "vitest";
import { z } from "zod";
import { rawSoilAnswerSchema, soilAnswerSchema } from "./answer-schema";
import { sampleModelAnswer } from "@/tests/helpers/model-answer";
import { SOIL_DISCLAIMER_UZ } from "./constants";

// The standard disclaimer, which the strict schema's callers always set (sanitize.ts).
const answer = sampleModelAnswer({ disclaimer_uz: SOIL_DISCLAIMER_UZ });

/** Every object property in a JSON Schema carries a description. */
function undescribed(node: unknown, path = "$"): string[] {
  if (!node || typeof node !== "object") return [];
  const schema = node as { properties?: Record<string, { description?: string }>; items?: unknown };
  const missing: string[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (!child.description) missing.push(`${path}.${key}`);
    missing.push(...undescribed(child, `${path}.${key}`));
  }
  if (schema.items) missing.push(...undescribed(schema.items, `${path}[]`));
  return missing;
}

describe("soilAnswerSchema (strict)", () => {
  it("accepts a well-formed answer", () => {
    expect(soilAnswerSchema.parse(answer)).toEqual(answer);
  });

  it.each([
    ["nitrogen unknown (not in the list of the contract, docs/spec/README.md)", { nitrogen_status: "unknown" }],
    ["curly apostrophe", { nitrogen_status: "o’rtacha" }],
    ["pH below 3", { ph_estimate: 2.5 }],
    ["pH above 11", { ph_estimate: 12 }],
    ["confidence as percent", { ph_confidence: 85 }],
    ["organic matter yetarli (its scale ends in yuqori)", { organic_matter_level: "yetarli" }],
  ])("rejects %s", (_name, patch) => {
    expect(soilAnswerSchema.safeParse({ ...answer, soil_profile: { ...answer.soil_profile, ...patch } }).success).toBe(false);
  });

  it("rejects a missing section and an out-of-range score", () => {
    const withoutCrops: Partial<typeof answer> = { ...answer };
    delete withoutCrops.recommended_crops;
    expect(soilAnswerSchema.safeParse(withoutCrops).success).toBe(false);
    expect(soilAnswerSchema.safeParse({ ...answer, recommended_crops: [{ name: "paxta", reason_uz: "x", suitability_score: 80 }] }).success).toBe(false);
  });
});

describe("rawSoilAnswerSchema (lenient)", () => {
  it("accepts repairable values", () => {
    const raw = {
      ...answer,
      soil_profile: { ...answer.soil_profile, ph_estimate: 2, ph_confidence: 85, nitrogen_status: "O‘rtacha" },
      issues: [{ code: "x", severity: "jiddiy", description_uz: "y" }],
      disclaimer_uz: undefined,
    };
    expect(rawSoilAnswerSchema.safeParse(raw).success).toBe(true);
  });

  it("still requires every section and the right types", () => {
    const withoutIssues: Partial<typeof answer> = { ...answer };
    delete withoutIssues.issues;
    expect(rawSoilAnswerSchema.safeParse(withoutIssues).success).toBe(false);
    expect(rawSoilAnswerSchema.safeParse({ ...answer, recommended_crops: "paxta" }).success).toBe(false);
  });
});

describe("JSON Schema for the model", () => {
  it.each([
    ["raw", rawSoilAnswerSchema],
    ["strict", soilAnswerSchema],
  ])("%s schema converts the way the AI SDK converts it, every field described", (_name, schema) => {
    const json = z.toJSONSchema(schema, { target: "draft-7", io: "input", reused: "inline" });
    expect(undescribed(json)).toEqual([]);
    expect(JSON.stringify(json)).toContain("past, o'rtacha, yetarli");
  });
});
