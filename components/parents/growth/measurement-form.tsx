"use client";

// Adds a measurement (date, weight, height, head circumference) to the growth chart. After a
// save the fields empty for the next one and a polite status confirms it; on an error every
// value typed comes back with the message next to its field.
import { useActionState, useEffect, useRef } from "react";
import type { FormState } from "@/app/(parents)/children/form-input";
import { InputField } from "@/components/ui/input-field";
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
      {state.message && (
        <p role="alert" tabIndex={-1} className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {state.message}
        </p>
      )}
      <p role="status" className="font-medium text-brand-700">
        {state.saved ? `✓ ${t.measurementSaved}` : ""}
      </p>
      <SubmitButton label={t.addMeasurementButton} pendingLabel={t.saving} className="w-full sm:w-auto sm:self-start" />
    </form>
  );
}
