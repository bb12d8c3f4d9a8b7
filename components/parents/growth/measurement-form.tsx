"use client";

// Adds a measurement (date, weight, height and how it was measured, head circumference) to the
// growth chart. After a save the fields empty for the next one and a polite status confirms it;
// on an error every value typed comes back with the message next to its field. Values WHO flags
// as implausible come back with a "checked, they are right" box: a slip is fixed, a true value
// is saved once confirmed.
import { useActionState, useEffect, useRef } from "react";
import type { FormState } from "@/components/ui/form-state";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { InputField } from "@/components/ui/input-field";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useParentsMessages } from "@/components/parents/messages-context";
import { MeasurementFields } from "./measurement-fields";

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

export function MeasurementForm({ action, today, birthDate }: { action: Action; today: string; birthDate: string }) {
  const { t } = useParentsMessages();
  const [state, formAction] = useActionState(action, { values: {}, errors: {} });
  const form = useRef<HTMLFormElement>(null);
  const value = (field: string) => state.values[field] ?? "";
  const errors = state.errors;

  useEffect(() => {
    if (state.message) form.current?.querySelector<HTMLElement>("[aria-invalid='true'], [role='alert']")?.focus();
  }, [state]);

  return (
    <form ref={form} action={formAction} noValidate className="flex flex-col gap-4">
      <InputField
        label={t.measuredAt}
        name="recordedAt"
        type="date"
        min={birthDate}
        max={today}
        defaultValue={state.values.recordedAt || today}
        error={errors.recordedAt}
        className="max-w-56"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <MeasurementFields t={t} value={value} errors={errors} />
      </div>
      <SelectField
        label={t.heightPosition}
        name="heightPosition"
        options={[
          { value: "", label: t.positionAuto },
          { value: "lying", label: t.positionLying },
          { value: "standing", label: t.positionStanding },
        ]}
        defaultValue={value("heightPosition")}
        hint={t.heightPositionHint}
        error={errors.heightPosition}
      />
      {state.message && (
        <p role="alert" tabIndex={-1} className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {state.message}
        </p>
      )}
      {state.confirm && <CheckboxField label={t.confirmValues} name="confirmed" />}
      <p role="status" className="font-medium text-brand-700">
        {state.saved ? `✓ ${t.measurementSaved}` : ""}
      </p>
      <SubmitButton label={t.addMeasurementButton} pendingLabel={t.saving} className="w-full sm:w-auto sm:self-start" />
    </form>
  );
}
