// The crop and the area the plan is for: a GET search form (role="search"), so the choice is in
// the address and works without JavaScript. Crops the report recommended come first; the area is
// typed in sotix or hectares (a part of the field, at most all of it).
import { fill } from "@/lib/i18n/bundle";
import type { PlanMessages } from "@/lib/i18n/farmers-plan";
import { formatNumber } from "@/lib/i18n/format";
import { countText } from "@/lib/i18n/plural";
import type { Locale } from "@/lib/i18n/locale";
import type { PlanCropId } from "@/lib/soil/plan";
import { Field } from "@/components/ui/field-parts";
import { buttonStyles } from "@/components/ui/styles";

export type AreaChoice = { text: string; unit: "sotix" | "ha"; fieldAreaHa: number; invalid: boolean };
type Props = { crop: PlanCropId; recommended: PlanCropId[]; others: PlanCropId[]; area: AreaChoice; locale: Locale; t: PlanMessages };

export function CropPicker({ crop, recommended, others, area, locale, t }: Props) {
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
      <div className="min-w-28 flex-1">
        <Field label={t.areaLabel} name="area" hint={fill(t.areaHint, { max: formatNumber(area.fieldAreaHa, locale, 2), sotix: countText(t.sotixCount, Math.round(area.fieldAreaHa * 100), locale) })} error={area.invalid ? fill(t.areaInvalid, { max: formatNumber(area.fieldAreaHa, locale, 2) }) : undefined}>
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" defaultValue={area.text} />}
        </Field>
      </div>
      <div className="min-w-28">
        <Field label={t.areaUnit} name="unit">
          {(control) => (
            <select {...control} defaultValue={area.unit}>
              <option value="sotix">{t.unitSotix}</option>
              <option value="ha">{t.unitHa}</option>
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
