// Turning a submitted form into the input the children services validate (the same zod schemas
// as the API), and their problems into messages shown next to the fields. The submitted text
// goes back with every error, so nothing a parent typed is lost.
import { fieldMessages, topField, type FieldProblem } from "@/lib/http/field-messages";
import { parseDecimal } from "@/lib/i18n/format";
import type { ParentsMessages } from "@/lib/i18n/parents";
import { isProblem } from "@/lib/problems/error";
import type { FormState } from "@/components/ui/form-state";

export const EMPTY_FORM: FormState = { values: {}, errors: {} };

export const CHILD_FIELDS = [
  "name",
  "birthDate",
  "gender",
  "weight",
  "height",
  "headCircumference",
  "gestationalWeeks",
  "gestationalDays",
  "feedingType",
  "allergies",
  "chronicConditions",
  "notes",
  "confirmed",
] as const;

export const GROWTH_FIELDS = ["recordedAt", "weight", "height", "headCircumference", "heightPosition", "confirmed"] as const;

/** The confirm checkbox: only a ticked box confirms, so changed values are checked again. */
const confirmed = (values: Record<string, string>) => (values.confirmed === "on" ? true : undefined);

export function readValues(formData: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(formData.get(field) ?? "")]));
}

/**
 * "12,5", "12.5" and "1 250" read as numbers (parseDecimal, the app's one reader of typed
 * numbers); text that is no number ("12,5,1", "1e3") goes on as text so zod names the field.
 */
export function toNumber(text: string | undefined): number | string | undefined {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return undefined;
  const value = parseDecimal(trimmed);
  return Number.isNaN(value) ? trimmed : value;
}

function toList(text: string | undefined): string[] {
  return (text ?? "")
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Create: empty optional fields are left out. Update: the form shows every profile field, so an
 * emptied field clears the stored value (null); measurements are added on the growth page.
 */
export function childInput(values: Record<string, string>, mode: "create" | "update"): Record<string, unknown> {
  const empty = mode === "create" ? undefined : null;
  const orEmpty = <T,>(value: T | undefined) => (value === undefined ? empty : value);
  const text = (field: string) => (values[field]?.trim() ? values[field] : undefined);
  const weeks = toNumber(values.gestationalWeeks);
  const input: Record<string, unknown> = {
    name: values.name ?? "",
    birthDate: text("birthDate"),
    gender: text("gender"),
    gestationalWeeks: orEmpty(weeks),
    gestationalDays: orEmpty(toNumber(values.gestationalDays)),
    feedingType: orEmpty(text("feedingType")),
    allergies: toList(values.allergies),
    chronicConditions: toList(values.chronicConditions),
    notes: orEmpty(text("notes")),
  };
  // Prematurity follows the weeks (the service derives it); clearing the weeks clears it too.
  if (mode === "update" && weeks === undefined) input.isPremature = null;
  if (mode === "create") {
    input.weight = toNumber(values.weight);
    input.height = toNumber(values.height);
    input.headCircumference = toNumber(values.headCircumference);
    input.confirmed = confirmed(values);
  }
  return input;
}

export function growthInput(values: Record<string, string>): Record<string, unknown> {
  return {
    recordedAt: values.recordedAt?.trim() || undefined,
    weight: toNumber(values.weight),
    height: toNumber(values.height),
    headCircumference: toNumber(values.headCircumference),
    heightPosition: values.heightPosition?.trim() || undefined,
    confirmed: confirmed(values),
  };
}

const ERROR_KEYS: Record<string, keyof ParentsMessages> = {
  name: "errName",
  birthDate: "errBirthDate",
  gender: "errGender",
  weight: "errWeight",
  height: "errHeight",
  headCircumference: "errHeadCircumference",
  gestationalWeeks: "errGestationalWeeks",
  gestationalDays: "errGestationalDays",
  isPremature: "errGestationalWeeks",
  allergies: "errList",
  chronicConditions: "errList",
  notes: "errNotes",
  recordedAt: "errRecordedAt",
  heightPosition: "errInvalid",
};

/** One localised message per field; problems without a field become the form's message. */
export function issueState(issues: ReadonlyArray<FieldProblem>, values: Record<string, string>, t: ParentsMessages): FormState {
  // A problem without a field is the create form's "give at least one measurement" refinement.
  const { "": formProblem, ...errors } = fieldMessages(issues, topField, (field) =>
    field ? t[ERROR_KEYS[field] ?? "errInvalid"] : t.errMeasurementRequired,
  );
  return { values, errors, message: formProblem ?? t.fixFields };
}

/** A service's AppError as a form state; anything else is unexpected and goes to error.tsx. */
export function problemState(error: unknown, values: Record<string, string>, t: ParentsMessages): FormState | null {
  if (!isProblem(error)) return null;
  if (error.code === "not_found") return { values, errors: {}, message: t.childGone };
  if (error.code === "records_before_birth") return { values, errors: { birthDate: t.errBirthConflict }, message: t.fixFields };
  if (error.code === "implausible_measurement") {
    // The box starts unticked again: confirming is a decision about these values.
    const errors = Object.fromEntries((error.errors ?? []).map((e) => [e.path, t.errImplausible]));
    return { values: { ...values, confirmed: "" }, errors, message: t.checkValues, confirm: true };
  }
  if (error.status === 400 && error.errors?.length) {
    return issueState(error.errors, values, t);
  }
  return { values, errors: {}, message: t.somethingWrong };
}
