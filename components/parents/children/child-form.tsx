"use client";

// Create or edit a child. useActionState brings back the submitted values with the errors, so a
// mistake never costs the parent what they typed; focus goes to the first field to fix.
import { useActionState, useEffect, useRef } from "react";
import { tashkentDate } from "@/lib/time";
import type { FormState } from "@/components/ui/form-state";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { InputField } from "@/components/ui/input-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useParentsMessages } from "@/components/parents/messages-context";
import { MeasurementFields } from "@/components/parents/growth/measurement-fields";
import { ChildDetailsFields } from "./child-details-fields";
import { GenderField } from "./gender-field";

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

export function ChildForm({ action, defaults = {}, mode }: { action: Action; defaults?: Record<string, string>; mode: "create" | "edit" }) {
  const { t } = useParentsMessages();
  const [state, formAction] = useActionState(action, { values: {}, errors: {} });
  const form = useRef<HTMLFormElement>(null);
  const value = (field: string) => (field in state.values ? state.values[field] : (defaults[field] ?? ""));
  const errors = state.errors;

  useEffect(() => {
    if (!state.message) return;
    const invalid = form.current?.querySelector<HTMLElement>("[aria-invalid='true'], fieldset[aria-describedby='field-gender-error'] input");
    (invalid ?? form.current?.querySelector<HTMLElement>("[role='alert']"))?.focus();
  }, [state]);

  return (
    <form ref={form} action={formAction} noValidate className="flex flex-col gap-5">
      <InputField
        label={t.childName}
        name="name"
        autoComplete="off"
        required
        maxLength={100}
        defaultValue={value("name")}
        error={errors.name}
      />
      <InputField
        label={t.birthDate}
        name="birthDate"
        type="date"
        required
        max={tashkentDate()}
        defaultValue={value("birthDate")}
        error={errors.birthDate}
        className="max-w-56"
      />
      <GenderField t={t} value={value("gender")} error={errors.gender} />
      {mode === "create" && (
        <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4" aria-describedby="birth-measurements-hint">
          <legend className="px-1 font-semibold">{t.birthMeasurements}</legend>
          <p id="birth-measurements-hint" className="-mt-2 text-sm text-stone-600">
            {t.birthMeasurementsHint}
          </p>
          <MeasurementFields t={t} value={value} errors={errors} />
        </fieldset>
      )}
      <ChildDetailsFields t={t} value={value} errors={errors} />
      {state.message && (
        <p role="alert" tabIndex={-1} className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {state.message}
        </p>
      )}
      {state.confirm && <CheckboxField label={t.confirmValues} name="confirmed" />}
      <SubmitButton label={mode === "create" ? t.createChild : t.save} pendingLabel={t.saving} className="w-full sm:w-auto" />
    </form>
  );
}
