"use client";

// Step 3: what the farmer sees (free text, helped by common signs), lab results if there are
// any, and the soil's look and feel. All of it optional except that the text may not overflow.
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { TextareaField } from "@/components/ui/textarea-field";
import type { Draft } from "./draft";
import { LabFields, LooksFields } from "./lab-fields";
import { ObservationChecks } from "./observation-checks";
import type { DraftUpdate } from "./use-draft";
import { MAX_OBSERVATIONS, type FormErrors } from "./validate";

type Props = { draft: Draft; update: (change: DraftUpdate) => void; errors: FormErrors; t: FarmersMessages };

export function StepObservations({ draft, update, errors, t }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <TextareaField
          label={t.observations}
          name="observations"
          value={draft.observations}
          onChange={(event) => update({ observations: event.target.value })}
          hint={t.observationsHint}
          error={errors.observations}
          rows={4}
          maxLength={MAX_OBSERVATIONS}
        />
        <ObservationChecks text={draft.observations} onChange={(observations) => update({ observations })} t={t} />
      </div>
      <LabFields draft={draft} update={update} errors={errors} t={t} />
      <LooksFields draft={draft} update={update} errors={errors} t={t} />
    </div>
  );
}
