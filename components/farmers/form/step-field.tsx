"use client";

// Step 1: which field (a saved one, which fills in what is known about it, or a new one with
// a name), where it is, and how big.
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { InputField } from "@/components/ui/input-field";
import { SelectField } from "@/components/ui/select-field";
import { UnitField } from "@/components/ui/unit-field";
import { buttonStyles } from "@/components/ui/styles";
import { useFarmersMessages } from "@/components/farmers/messages-context";
import { withSavedField, type Draft, type RegionOption, type SavedField } from "./draft";
import { fieldNamed } from "./field-name";
import { LocationPicker } from "./location-picker";
import type { DraftUpdate } from "./use-draft";
import type { FormErrors } from "./validate";

type Props = {
  draft: Draft;
  update: (change: DraftUpdate) => void;
  errors: FormErrors;
  fields: SavedField[];
  regions: RegionOption[];
  t: FarmersMessages;
};

export function StepField({ draft, update, errors, fields, regions, t }: Props) {
  const { locale } = useFarmersMessages();
  function chooseField(fieldId: string) {
    const field = fields.find((f) => f.fieldId === fieldId);
    update((current) => (field ? withSavedField(current, field, locale) : { ...current, savedFieldId: "", fieldName: "" }));
  }

  // A new field named like a saved one: offer the saved field rather than a second one.
  const sameName = draft.savedFieldId ? null : fieldNamed(fields, draft.fieldName);

  return (
    <div className="flex flex-col gap-5">
      {fields.length > 0 && (
        <SelectField
          label={t.fieldChoice}
          name="savedField"
          value={draft.savedFieldId}
          onChange={(event) => chooseField(event.target.value)}
          options={[{ value: "", label: t.newField }, ...fields.map((f) => ({ value: f.fieldId, label: f.name ?? f.fieldId }))]}
        />
      )}
      <InputField
        label={t.fieldName}
        name="fieldName"
        value={draft.fieldName}
        onChange={(event) => update({ fieldName: event.target.value })}
        hint={t.fieldNameHint}
        error={errors.fieldName}
        maxLength={100}
        autoComplete="off"
      />
      <div role="status">
        {sameName && (
          <div className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3">
            <p className="text-stone-800">{fill(t.fieldNameTaken, { name: sameName.name ?? sameName.fieldId })}</p>
            <button type="button" onClick={() => chooseField(sameName.fieldId)} className={`${buttonStyles.secondary} self-start`}>
              {t.fieldNameTakenUse}
            </button>
          </div>
        )}
      </div>
      <LocationPicker
        coords={draft.coords}
        region={draft.region}
        regions={regions}
        error={errors.location}
        t={t}
        onCoords={(coords) => update({ coords })}
        onRegion={(region) => update({ region })}
      />
      <UnitField
        label={t.area}
        name="area"
        unit={t.hectares}
        value={draft.area}
        onChange={(event) => update({ area: event.target.value })}
        hint={t.areaHint}
        error={errors.area}
      />
    </div>
  );
}
