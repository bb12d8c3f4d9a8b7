// The optional profile fields, folded away so the first-run form stays short. The fold opens by
// itself when one of its fields holds a value or an error, so nothing is hidden from the parent.
import type { ParentsMessages } from "@/lib/i18n/parents";
import { FEEDING_TYPES } from "@/lib/children/enums";
import { InputField } from "@/components/ui/input-field";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { UnitField } from "@/components/ui/unit-field";

const DETAIL_FIELDS = ["gestationalWeeks", "gestationalDays", "feedingType", "allergies", "chronicConditions", "notes"];

type Props = { t: ParentsMessages; value: (field: string) => string; errors: Record<string, string> };

export function ChildDetailsFields({ t, value, errors }: Props) {
  const open = DETAIL_FIELDS.some((field) => value(field) !== "" || errors[field]);
  const feeding = [{ value: "", label: t.feedingNone }, ...FEEDING_TYPES.map((type) => ({ value: type, label: t[`feeding_${type}`] }))];
  return (
    <details open={open} className="group rounded-xl border border-stone-200 bg-stone-50 p-4">
      <summary className="flex min-h-12 cursor-pointer items-center font-semibold text-brand-700">{t.moreDetails}</summary>
      <div className="mt-3 flex flex-col gap-4">
        {/* Weeks and days, as a neonatal unit writes 30+6: corrected age counts the days. */}
        <div className="grid grid-cols-[3fr_2fr] items-start gap-3">
          <UnitField
            label={t.gestationalWeeks}
            name="gestationalWeeks"
            unit={t.weeks}
            inputMode="numeric"
            defaultValue={value("gestationalWeeks")}
            hint={t.gestationalWeeksHint}
            error={errors.gestationalWeeks}
          />
          <UnitField
            label={t.gestationalDays}
            name="gestationalDays"
            unit={t.daysUnit}
            inputMode="numeric"
            defaultValue={value("gestationalDays")}
            error={errors.gestationalDays}
          />
        </div>
        <SelectField label={t.feedingType} name="feedingType" options={feeding} defaultValue={value("feedingType")} error={errors.feedingType} />
        <InputField label={t.allergies} name="allergies" defaultValue={value("allergies")} hint={t.listHint} error={errors.allergies} />
        <InputField
          label={t.chronicConditions}
          name="chronicConditions"
          defaultValue={value("chronicConditions")}
          hint={t.listHint}
          error={errors.chronicConditions}
        />
        <TextareaField label={t.notes} name="notes" defaultValue={value("notes")} maxLength={2000} error={errors.notes} />
      </div>
    </details>
  );
}
