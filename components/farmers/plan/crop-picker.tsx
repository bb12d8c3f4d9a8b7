// The crop the plan is for: a GET search form (role="search"), so the choice is in the address
// and works without JavaScript. Crops the report recommended come first.
import type { PlanMessages } from "@/lib/i18n/farmers-plan";
import type { PlanCropId } from "@/lib/soil/plan";
import { Field } from "@/components/ui/field-parts";
import { buttonStyles } from "@/components/ui/styles";

type Props = { crop: PlanCropId; recommended: PlanCropId[]; others: PlanCropId[]; t: PlanMessages };

export function CropPicker({ crop, recommended, others, t }: Props) {
  const options = (ids: PlanCropId[]) =>
    ids.map((id) => (
      <option key={id} value={id}>
        {t.crops[id]}
      </option>
    ));
  return (
    <form method="get" role="search" aria-label={t.cropLabel} className="flex flex-wrap items-end gap-2 print:hidden">
      <div className="min-w-48 flex-1">
        <Field label={t.cropLabel} name="crop">
          {(control) => (
            <select {...control} defaultValue={crop}>
              {recommended.length > 0 && <optgroup label={t.cropRecommended}>{options(recommended)}</optgroup>}
              <optgroup label={t.cropOther}>{options(others)}</optgroup>
            </select>
          )}
        </Field>
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        {t.show}
      </button>
    </form>
  );
}
