"use client";

// Step 2: the crops of the last seasons and how the field is irrigated (closed list of the
// API: ariqqa, tomchilatib, yomg'irlatib), each with a plain explanation.
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { ChoiceCards } from "@/components/ui/choice-cards";
import { CropRows } from "./crop-rows";
import { cropYears, type Draft } from "./draft";
import type { DraftUpdate } from "./use-draft";
import type { FormErrors } from "./validate";

type Props = {
  draft: Draft;
  update: (change: DraftUpdate) => void;
  errors: FormErrors;
  cropNames: string[];
  currentYear: number;
  t: FarmersMessages;
};

export function StepCrops({ draft, update, errors, cropNames, currentYear, t }: Props) {
  const years = cropYears(currentYear);
  const irrigation = [
    { value: "ariqqa", label: t.irrigationAriqqa, description: t.irrigationAriqqaText },
    { value: "tomchilatib", label: t.irrigationTomchilatib, description: t.irrigationTomchilatibText },
    { value: "yomg'irlatib", label: t.irrigationYomgirlatib, description: t.irrigationYomgirlatibText },
  ];
  return (
    <div className="flex flex-col gap-6">
      <CropRows rows={draft.crops} onChange={(crops) => update({ crops })} errors={errors} cropNames={cropNames} years={years} t={t} />
      <ChoiceCards
        legend={t.irrigationLegend}
        name="irrigation"
        options={irrigation}
        value={draft.irrigation}
        onChange={(value) => update({ irrigation: value })}
        error={errors.irrigation}
        legendClassName="text-lg font-semibold"
      />
    </div>
  );
}
