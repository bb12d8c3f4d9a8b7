// What the plan says beside its numbers, as codes (texts: lib/i18n/farmers-plan.ts), in the
// order a farmer should read them: leaching first on a saline field, the lab test when there is
// none, then how to read the amounts. docs/soil-rules.md section 12, "Notes".
import type { Zone } from "./calendar";
import type { PlanCrop } from "./crops";
import type { Basis } from "./needs";

export const NOTE_CODES = [
  "leach_first",
  "salinity_not_measured",
  "lab_test",
  "lab_partial",
  "capped",
  "window_passed",
  "ammophos_nitrogen",
  "superphosphate_analysis",
  "bags_rounded_up",
  "manure_not_subtracted",
  "chloride_sensitive",
  "legume_starter",
  "rates_unverified",
  "region_shift_estimate",
  "region_unknown",
  "texture_assumed",
] as const;
export type NoteCode = (typeof NOTE_CODES)[number];

type NoteInput = {
  crop: PlanCrop;
  basis: Basis;
  zone: Zone;
  regionKnown: boolean;
  limited: string[];
  applications: { passed: boolean; product: string }[];
  manure: boolean;
  leaching: { textureAssumed: boolean } | null;
  salinityMeasured: boolean;
};

export function planNotes(input: NoteInput): NoteCode[] {
  const { basis } = input;
  const measured = [basis.humus, basis.phosphorus, basis.potassium].filter((v) => v !== null).length;
  const notes: (NoteCode | false)[] = [
    input.leaching !== null && "leach_first",
    !input.salinityMeasured && "salinity_not_measured",
    measured === 0 && "lab_test",
    measured > 0 && measured < 3 && "lab_partial",
    input.limited.length > 0 && "capped",
    input.applications.some((a) => a.passed) && "window_passed",
    input.applications.some((a) => a.product === "ammophos") && "ammophos_nitrogen",
    input.applications.some((a) => a.product === "ammophos") && "superphosphate_analysis",
    "bags_rounded_up",
    input.manure && "manure_not_subtracted",
    input.crop.chlorideSensitive && input.applications.some((a) => a.product === "potassium_chloride") && "chloride_sensitive",
    input.crop.legume && "legume_starter",
    input.crop.unverified && "rates_unverified",
    input.regionKnown && input.zone !== "central" && "region_shift_estimate",
    !input.regionKnown && "region_unknown",
    input.leaching?.textureAssumed === true && "texture_assumed",
  ];
  return notes.filter((n): n is NoteCode => n !== false);
}
