"use client";

// The crops of recent seasons: one small group per crop (year, crop, yield word), with room
// for two crops in one year and at most five rows (submission-schema.ts). The crop name is
// free text with suggestions; the yield is a word the rules understand (yaxshi/o'rtacha/past).
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { FieldError } from "@/components/ui/field-parts";
import { InputField } from "@/components/ui/input-field";
import { SelectField } from "@/components/ui/select-field";
import { buttonStyles } from "@/components/ui/styles";
import { MAX_CROP_ROWS, type CropRow } from "./draft";
import type { FormErrors } from "./validate";

type Props = {
  rows: CropRow[];
  onChange: (rows: CropRow[]) => void;
  errors: FormErrors;
  cropNames: string[];
  years: number[];
  t: FarmersMessages;
};

export function CropRows({ rows, onChange, errors, cropNames, years, t }: Props) {
  const yields = [
    { value: "", label: t.yieldUnknown },
    { value: "yaxshi", label: t.yieldGood },
    { value: "o'rtacha", label: t.yieldMedium },
    { value: "past", label: t.yieldPoor },
  ];
  const set = (index: number, patch: Partial<CropRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const addRow = () => {
    const lastYear = Number(rows.at(-1)?.year ?? years[1]);
    onChange([...rows, { year: String(Math.max(years.at(-1)!, lastYear - 1)), crop: "", yield: "" }]);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-semibold">{t.cropsLegend}</legend>
      <p className="text-sm text-stone-600">{t.cropsHint}</p>
      <datalist id="soil-crop-names">
        {cropNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {rows.map((row, index) => (
        <fieldset key={index} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-3">
          <legend className="sr-only">{fill(t.cropRow, { n: index + 1 })}</legend>
          <div className="flex items-center justify-between gap-2">
            <span aria-hidden="true" className="font-semibold text-stone-800">
              {fill(t.cropRow, { n: index + 1 })}
            </span>
            {rows.length > 1 && (
              <button
                type="button"
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
                aria-label={`${t.remove}: ${fill(t.cropRow, { n: index + 1 })}`}
                className="min-h-12 rounded-xl px-3 text-sm font-medium text-red-800 hover:bg-red-50"
              >
                {t.remove}
              </button>
            )}
          </div>
          <InputField
            label={t.crop}
            name={`crops.${index}.crop`}
            value={row.crop}
            onChange={(event) => set(index, { crop: event.target.value })}
            list="soil-crop-names"
            maxLength={60}
            autoComplete="off"
            error={errors[`crops.${index}.crop`]}
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label={t.year}
              name={`crops.${index}.year`}
              value={row.year}
              onChange={(event) => set(index, { year: event.target.value })}
              options={years.map((year) => ({ value: String(year), label: String(year) }))}
              error={errors[`crops.${index}.year`]}
            />
            <SelectField
              label={t.yieldLabel}
              name={`crops.${index}.yield`}
              value={row.yield}
              onChange={(event) => set(index, { yield: event.target.value })}
              // A saved field may carry a yield typed elsewhere ("35 s/ga"): keep it choosable.
              options={yields.some((y) => y.value === row.yield) ? yields : [...yields, { value: row.yield, label: row.yield }]}
            />
          </div>
        </fieldset>
      ))}
      <FieldError id="field-crops" text={errors.crops} />
      {rows.length < MAX_CROP_ROWS && (
        <button type="button" onClick={addRow} className={`${buttonStyles.secondary} self-start`}>
          <span aria-hidden="true">+</span> {t.addCrop}
        </button>
      )}
    </fieldset>
  );
}
