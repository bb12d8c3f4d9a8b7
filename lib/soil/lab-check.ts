// Measured values beat the model's guesses (issue 16). With lab values, a model pH more than
// 0.3 from the measured pH and a P/K status other than the Machigin class of the measured value
// are replaced by the lab's; without a measured value and without photos, P and K statuses are
// "unknown" whatever the model says (it had nothing to read them from). docs/soil-rules.md 11.
import type { NutrientStatus } from "./answer-schema";
import { phosphorusClass, potassiumClass, toStatus } from "./rules/lab-classes";
import type { LabResults } from "./submission-schema";

/** What the model had to go on: the submission's lab values and the number of photos. */
export type Evidence = { lab: LabResults | null; photoCount: number };

/** A model pH within this distance of the measured pH is kept (pH units). */
export const PH_TOLERANCE = 0.3;
/** Confidence of a measured pH, as the rules estimator gives it (docs section 5). */
export const LAB_PH_CONFIDENCE = 0.9;

type Profile = { ph: number; phConfidence: number; phosphorus: NutrientStatus; potassium: NutrientStatus };

function nutrient(
  name: "phosphorus" | "potassium",
  status: NutrientStatus,
  measured: number | undefined,
  classify: (mgKg: number) => NutrientStatus,
  photoCount: number,
  flags: Set<string>,
): NutrientStatus {
  if (measured !== undefined) {
    const lab = classify(measured);
    if (status !== lab) flags.add(`${name}_lab_replaced`);
    return lab;
  }
  if (photoCount === 0 && status !== "unknown") {
    flags.add(`${name}_no_basis`);
    return "unknown";
  }
  return status;
}

/** The profile's pH, confidence and P/K statuses brought in line with the evidence. */
export function applyEvidence(profile: Profile, evidence: Evidence, flags: Set<string>): Profile {
  const lab = evidence.lab ?? {};
  let { ph, phConfidence } = profile;
  if (lab.ph !== undefined && Math.abs(ph - lab.ph) > PH_TOLERANCE + 1e-9) {
    flags.add("ph_lab_replaced");
    ph = lab.ph;
    phConfidence = Math.max(phConfidence, LAB_PH_CONFIDENCE);
  }
  return {
    ph,
    phConfidence,
    phosphorus: nutrient("phosphorus", profile.phosphorus, lab.phosphorusMgKg, (v) => toStatus(phosphorusClass(v)), evidence.photoCount, flags),
    potassium: nutrient("potassium", profile.potassium, lab.potassiumMgKg, (v) => toStatus(potassiumClass(v)), evidence.photoCount, flags),
  };
}
