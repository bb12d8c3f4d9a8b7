"use client";

// Step 1: which field (a saved one, which fills in what is known about it, or a new one with
// a name), where it is, and how big.
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { InputField } from "@/components/ui/input-field";
import { SelectField } from "@/components/ui/select-field";
import { UnitField } from "@/components/ui/unit-field";
import { withSavedField, type Draft, type RegionOption, type SavedField } from "./draft";
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
  function chooseField(fieldId: string) {
    const field = fields.find((f) => f.fieldId === fieldId);
    update((current) => (field ? withSavedField(current, field) : { ...current, savedFieldId: "", fieldName: "" }));
  }

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
