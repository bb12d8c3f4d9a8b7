import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueItem } from "@/lib/milestones/catalogue";
import { practiceMap } from "@/lib/milestones/practice";

const DIR = path.resolve("prisma/catalogue/activities");
const activities = readdirSync(DIR).flatMap(
  (file) => JSON.parse(readFileSync(path.join(DIR, file), "utf8")) as Array<{ slug: string; minAgeMonths: number; maxAgeMonths: number }>,
);
const bySlug = new Map(activities.map((a) => [a.slug, a]));

describe("activity to milestone mapping", () => {
  it("names only real activities and real milestones (not signs)", () => {
    for (const [slug, ids] of Object.entries(practiceMap())) {
      expect(bySlug.has(slug), slug).toBe(true);
      expect(ids.length, slug).toBeGreaterThan(0);
      for (const id of ids) expect(catalogueItem(id)?.kind, `${slug} -> ${id}`).toBe("milestone");
    }
  });

  it("maps an activity only to milestones it can reach: its ages overlap the window before the check age", () => {
    for (const [slug, ids] of Object.entries(practiceMap())) {
      const activity = bySlug.get(slug)!;
      for (const id of ids) {
        const age = catalogueItem(id)!.ageMonths;
        // Practising happens on the way to the check age, and for a while after it when "not yet".
        expect(activity.minAgeMonths, `${slug} -> ${id}`).toBeLessThanOrEqual(age);
        expect(activity.maxAgeMonths, `${slug} -> ${id}`).toBeGreaterThanOrEqual(age - 12);
      }
    }
  });
});
