// Catalogue safety: no activity mentions a known hazard (lib/activities/hazards.ts) before the
// age the rule allows, unless its own text makes it safe (an explicit exception). The rules and
// their sources: docs/catalogue-safety.md.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "@/lib/activities/catalogue";
import {
  HAZARD_EXCEPTIONS,
  HAZARD_RULES,
  applicableExceptions,
  findHazards,
  unexcusedHazards,
} from "@/lib/activities/hazards";

const { activities } = loadCatalogue(path.join(process.cwd(), "prisma/catalogue"));

describe("catalogue safety", () => {
  it("mentions no hazard before its minimum age in any activity", () => {
    const found = activities.flatMap((activity) =>
      unexcusedHazards(activity).map(
        (f) => `${f.slug} (from ${f.activityMinAgeMonths} months): ${f.rule} (from ${f.ruleMinAgeMonths}) "${f.keyword}" in ${f.field}: ${f.text}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("keeps every exception in use: a real activity, its phrase in the text, a finding it excuses", () => {
    const ruleIds = new Set(HAZARD_RULES.map((rule) => rule.id));
    for (const exception of HAZARD_EXCEPTIONS) {
      const label = `${exception.slug}: ${exception.phrase}`;
      for (const rule of exception.rules) expect(ruleIds.has(rule), `${label}: unknown rule ${rule}`).toBe(true);
      expect(exception.why.length, label).toBeGreaterThan(10);
      const activity = activities.find((a) => a.slug === exception.slug);
      expect(activity, label).toBeDefined();
      expect(applicableExceptions(activity!, [exception]), `${label}: phrase not in the text`).toHaveLength(1);
      const excused = new Set(findHazards(activity!).map((f) => f.rule));
      for (const rule of exception.rules) expect(excused.has(rule), `${label}: nothing to excuse for ${rule}`).toBe(true);
    }
  });
});
