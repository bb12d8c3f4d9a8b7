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
import { withSavedField, withSharedField, type Draft, type RegionOption, type SavedField, type SharedField } from "./draft";
import { fieldNamed } from "./field-name";
import { LocationPicker } from "./location-picker";
import type { DraftUpdate } from "./use-draft";
import type { FormErrors } from "./validate";

type Props = {
  draft: Draft;
  update: (change: DraftUpdate) => void;
  errors: FormErrors;
  fields: SavedField[];
  /** Fields shared with the user as worker (docs/sharing.md): offered after their own. */
  sharedFields: SharedField[];
  regions: RegionOption[];
  t: FarmersMessages;
};

// A shared field's choice in the list: its server id, marked so no client fieldId can look like it.
const SHARED = "shared:";

export function StepField({ draft, update, errors, fields, sharedFields, regions, t }: Props) {
  const { locale } = useFarmersMessages();
  function chooseField(value: string) {
    const shared = value.startsWith(SHARED) ? sharedFields.find((f) => f.id === value.slice(SHARED.length)) : undefined;
    if (shared) return update((current) => withSharedField(current, shared, locale));
    const field = fields.find((f) => f.fieldId === value);
    update((current) => (field ? withSavedField(current, field, locale) : { ...current, savedFieldId: "", sharedFieldId: "", fieldName: "" }));
  }

  // A new field named like a saved one: offer the saved field rather than a second one.
  const sameName = draft.savedFieldId || draft.sharedFieldId ? null : fieldNamed(fields, draft.fieldName);
  const shared = draft.sharedFieldId ? sharedFields.find((f) => f.id === draft.sharedFieldId) : undefined;

  return (
    <div className="flex flex-col gap-5">
      {fields.length + sharedFields.length > 0 && (
        <SelectField
          label={t.fieldChoice}
          name="savedField"
          value={draft.sharedFieldId ? `${SHARED}${draft.sharedFieldId}` : draft.savedFieldId}
          onChange={(event) => chooseField(event.target.value)}
          options={[
            { value: "", label: t.newField },
            ...fields.map((f) => ({ value: f.fieldId, label: f.name ?? f.fieldId })),
            ...sharedFields.map((f) => ({ value: `${SHARED}${f.id}`, label: fill(t.sharedFieldOption, { field: f.name ?? f.fieldId, owner: f.ownerName }) })),
          ]}
        />
      )}
      {shared ? (
        // The owner's field keeps its name: a worker sees it, and whose field the analysis goes to.
        <p className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sky-950" data-testid="shared-field-note">
          {fill(t.sharedFieldNote, { field: shared.name ?? shared.fieldId, owner: shared.ownerName })}
        </p>
      ) : (
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
      )}
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
