// Field errors of the soil form: the client's own checks per step (so the farmer hears about a
// mistake before a slow upload), and the API's 400/413/415 problem `errors[].path` mapped onto
// the same form keys. Keys: fieldName, location, area, crops, crops.N.crop, irrigation,
// observations, lab.<key>, looks.<key>, photos, photos.N, and "" for the whole form.
import { fieldMessages } from "@/lib/http/field-messages";
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { MAX_OBSERVATIONS, MAX_PHOTOS } from "@/lib/soil/limits";
import { LAB_KEYS, LAB_RANGES, MAX_AREA_HA, fieldNumber, type Draft } from "./draft";

export type FormErrors = Record<string, string>;

export const STEP_COUNT = 4;
export { MAX_OBSERVATIONS, MAX_PHOTOS } from "@/lib/soil/limits";

/** Which step shows a key's field (0-based), so the form can go there. */
export function stepOfKey(key: string): number {
  if (/^(fieldName|location|area)/.test(key)) return 0;
  if (/^(crops|irrigation)/.test(key)) return 1;
  if (/^(observations|lab|looks)/.test(key)) return 2;
  return 3;
}

function checkField(draft: Draft, t: FarmersMessages, errors: FormErrors) {
  if (!draft.savedFieldId && !draft.sharedFieldId && !draft.fieldName.trim()) errors.fieldName = t.errFieldName;
  if (!draft.coords && !draft.region) errors.location = t.errLocation;
  const area = fieldNumber(draft.area);
  if (area === null || area <= 0 || area > MAX_AREA_HA) errors.area = t.errArea;
}

function checkCrops(draft: Draft, t: FarmersMessages, errors: FormErrors) {
  draft.crops.forEach((row, index) => {
    // A yield without a crop is a row the farmer started: ask for the crop, don't drop it.
    if (!row.crop.trim() && row.yield) errors[`crops.${index}.crop`] = t.errCrop;
  });
  if (!draft.crops.some((row) => row.crop.trim())) errors["crops.0.crop"] = t.errCrops;
  if (!draft.irrigation) errors.irrigation = t.errIrrigation;
}

function checkObservations(draft: Draft, t: FarmersMessages, errors: FormErrors) {
  if (draft.observations.trim().length > MAX_OBSERVATIONS) errors.observations = t.errTooLong;
  if (!draft.labOpen) return;
  for (const key of LAB_KEYS) {
    if (!draft.lab[key].trim()) continue;
    const value = fieldNumber(draft.lab[key]);
    const [min, max] = LAB_RANGES[key];
    if (value === null || value < min || value > max) errors[`lab.${key}`] = fill(t.errLab, { min, max });
  }
  // An EC value means nothing without its method (a 1:5 reading is about six times lower).
  if (draft.lab.ecDsM.trim() && !draft.labEcMethod) errors["lab.ecMethod"] = t.errEcMethod;
}

/** Errors of one step (0-based) of the draft; empty when the step is fine. */
export function validateStep(step: number, draft: Draft, photoCount: number, t: FarmersMessages): FormErrors {
  const errors: FormErrors = {};
  if (step === 0) checkField(draft, t, errors);
  if (step === 1) checkCrops(draft, t, errors);
  if (step === 2) checkObservations(draft, t, errors);
  if (step === 3 && photoCount > MAX_PHOTOS) errors.photos = t.tooManyPhotos;
  return errors;
}

/** Every step's errors: the last check before sending. */
export function validateAll(draft: Draft, photoCount: number, t: FarmersMessages): FormErrors {
  return Object.assign({}, ...Array.from({ length: STEP_COUNT }, (_, step) => validateStep(step, draft, photoCount, t)));
}

export type ApiProblem = { status: number; code?: string; errors?: { path: string; message: string }[] };

function photoMessage(problem: ApiProblem, t: FarmersMessages): string {
  if (problem.status === 415) return t.errPhotoFormat;
  if (problem.status === 413) return t.errPhotoSize;
  return t.errPhotoBroken;
}

/** One API error path as a form key ("lastCrops.1.crop" -> "crops.<row>.crop"). */
function keyOfPath(path: string, cropIndex: number[]): string {
  const [head, second, third] = path.split(".");
  switch (head) {
    case "fieldId":
    case "fieldName":
      return "fieldName";
    case "location":
      return "location";
    case "area":
      return "area";
    case "lastCrops": {
      const row = second === undefined ? 0 : (cropIndex[Number(second)] ?? 0);
      return third === "year" ? `crops.${row}.year` : `crops.${row}.crop`;
    }
    case "irrigationType":
      return "irrigation";
    case "farmerObservations":
      return "observations";
    case "labResults":
      return `lab.${second ?? "ph"}`;
    case "soilPhysicalProperties":
      return `looks.${second ?? "colour"}`;
    case "photos":
      return second === undefined ? "photos" : `photos.${second}`;
    default:
      return "";
  }
}

function messageOfKey(key: string, problem: ApiProblem, t: FarmersMessages): string {
  if (key.startsWith("photos")) return key === "photos" ? t.tooManyPhotos : photoMessage(problem, t);
  if (key === "lab.ecMethod") return t.errEcMethod;
  if (key.startsWith("lab.")) {
    const range = LAB_RANGES[key.slice(4) as keyof typeof LAB_RANGES];
    return range ? fill(t.errLab, { min: range[0], max: range[1] }) : t.errInvalid;
  }
  if (key.endsWith(".year")) return t.errYear;
  if (key.startsWith("crops.")) return t.errCrop;
  const known: Record<string, string> = {
    fieldName: t.errFieldName,
    location: t.errLocation,
    area: t.errArea,
    irrigation: t.errIrrigation,
    observations: t.errTooLong,
    "": t.failed,
  };
  return known[key] ?? (key.startsWith("looks.") ? t.errTooLong : t.errInvalid);
}

/** The problem's errors on the form's fields, with the farmer's words rather than the API's. */
export function errorsFromProblem(problem: ApiProblem, cropIndex: number[], t: FarmersMessages): FormErrors {
  const errors = fieldMessages(problem.errors, (path) => keyOfPath(path, cropIndex), (key) => messageOfKey(key, problem, t));
  // A body over the size cap has no path: with photos that big, the photos are the cause.
  if (!Object.keys(errors).length && problem.status === 413) errors.photos = t.errPhotoSize;
  if (!Object.keys(errors).length) errors[""] = t.failed;
  return errors;
}
