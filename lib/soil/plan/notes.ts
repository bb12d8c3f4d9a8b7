// What the plan says beside its numbers, as codes (texts: lib/i18n/farmers-plan.ts), in the
// order a farmer should read them: the salt first on a saline field (will the crop grow, leach
// before fertilising), the lab test when there is none, then how to read the amounts.
// docs/soil-rules.md section 12, "Notes".
import type { Zone } from "./calendar";
import type { PlanCrop } from "./crops";
import type { SaltVerdict } from "./leaching";
import type { Basis } from "./needs";
import type { MissedStage } from "./schedule";

export const NOTE_CODES = [
  "salt_crop_fails",
  "salt_yield_loss",
  "salt_tolerance_unknown",
  "salt_estimated_from_residue",
  "leach_first",
  "leach_next_winter",
  "leach_two_winters",
  "nitrogen_after_leaching",
  "moved_after_leaching",
  "salinity_not_measured",
  "lab_test",
  "lab_partial",
  "nitrate_not_used",
  "capped",
  "window_moved",
  "work_into_soil",
  "ammophos_nitrogen",
  "superphosphate_analysis",
  "superphosphate_not_offered",
  "bags_rounded_up",
  "manure_not_subtracted",
  "chloride_sensitive",
  "chloride_saline",
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
  nitrateMeasured: boolean;
  zone: Zone;
  regionKnown: boolean;
  limited: string[];
  applications: { product: string }[];
  missed: Pick<MissedStage, "reason">[];
  manure: boolean;
  leaching: { textureAssumed: boolean; seasons: number; salinity: string; beforeSeason: boolean } | null;
  salinityMeasured: boolean;
  salt: SaltVerdict | null;
};

export function planNotes(input: NoteInput): NoteCode[] {
  const { basis, salt, leaching } = input;
  const measured = [basis.humus, basis.phosphorus, basis.potassium].filter((v) => v !== null).length;
  const has = (product: string) => input.applications.some((a) => a.product === product);
  const sulphate = has("potassium_sulphate");
  const notes: (NoteCode | false)[] = [
    salt?.verdict === "fails" && "salt_crop_fails",
    salt?.verdict === "yield_loss" && "salt_yield_loss",
    salt?.verdict === "unknown" && "salt_tolerance_unknown",
    salt !== null && salt.estimated && salt.verdict !== "tolerates" && "salt_estimated_from_residue",
    leaching?.beforeSeason === true && "leach_first",
    leaching?.beforeSeason === false && "leach_next_winter",
    leaching !== null && leaching.seasons > 1 && "leach_two_winters",
    (leaching?.salinity === "strong" || leaching?.salinity === "solonchak") && "nitrogen_after_leaching",
    input.missed.some((m) => m.reason === "before_leaching") && "moved_after_leaching",
    !input.salinityMeasured && "salinity_not_measured",
    measured === 0 && "lab_test",
    measured > 0 && measured < 3 && "lab_partial",
    input.nitrateMeasured && "nitrate_not_used",
    input.limited.some((l) => l !== "superphosphate") && "capped",
    input.missed.some((m) => m.reason === "passed") && "window_moved",
    "work_into_soil",
    has("ammophos") && "ammophos_nitrogen",
    has("ammophos") && !input.limited.includes("superphosphate") && "superphosphate_analysis",
    input.limited.includes("superphosphate") && "superphosphate_not_offered",
    "bags_rounded_up",
    input.manure && "manure_not_subtracted",
    input.crop.chlorideSensitive && sulphate && "chloride_sensitive",
    !input.crop.chlorideSensitive && sulphate && "chloride_saline",
    input.crop.legume && "legume_starter",
    input.crop.unverified && "rates_unverified",
    input.regionKnown && input.zone !== "central" && "region_shift_estimate",
    !input.regionKnown && "region_unknown",
    leaching?.textureAssumed === true && "texture_assumed",
  ];
  return notes.filter((n): n is NoteCode => n !== false);
}
