// A stored report as it is served again (GET /api/soil/reports, the report and history pages).
// Reports stored before the sanitiser wrote the model's Uzbek decimals with a comma
// (docs/soil-rules.md section 6, "decimal points") still hold "pH 7.9" beside the profile's
// "7,9": their Uzbek texts get the comma on the way out. Newer reports come out unchanged.
import type { SoilReportBody } from "./report-body";
import { uzDecimalCommas as uz } from "./text";

export function servedReport(stored: SoilReportBody): SoilReportBody {
  const details = stored.details;
  return {
    ...stored,
    summary: uz(stored.summary),
    soilProfile: { ...stored.soilProfile, type: uz(stored.soilProfile.type) },
    chips: stored.chips.map(uz),
    actions: stored.actions.map(uz),
    recommendedCrops: stored.recommendedCrops.map((crop) => ({ ...crop, name: uz(crop.name) })),
    details: details && {
      ...details,
      soilProfile: { ...details.soilProfile, type: uz(details.soilProfile.type) },
      issues: details.issues.map((issue) => ({ ...issue, label: uz(issue.label), description: uz(issue.description) })),
      actions: details.actions.map((action) => ({ ...action, description: uz(action.description) })),
      crops: details.crops.map((crop) => ({ ...crop, name: uz(crop.name), reason: uz(crop.reason) })),
    },
  };
}
