"use client";

// Optional laboratory results (units of Uzbek lab practice, see submission-schema.ts) behind a
// checkbox, so a farmer without them sees a short form; and the soil's look and feel as
// choices whose values are the Uzbek words the analysis reads.
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { InputField } from "@/components/ui/input-field";
import { SelectField } from "@/components/ui/select-field";
import { EC_METHOD_CHOICES, LAB_KEYS, LAB_RANGES, type Draft, type LabKey, type LooksKey } from "./draft";
import type { DraftUpdate } from "./use-draft";
import type { FormErrors } from "./validate";

type Props = { draft: Draft; update: (change: DraftUpdate) => void; errors: FormErrors; t: FarmersMessages };

export function LabFields({ draft, update, errors, t }: Props) {
  const labels: Record<LabKey, [string, string]> = {
    ph: [t.labPh, ""],
    nitrogenMgKg: [t.labNitrogen, t.mgKg],
    phosphorusMgKg: [t.labPhosphorus, t.mgKg],
    potassiumMgKg: [t.labPotassium, t.mgKg],
    humusPercent: [t.labHumus, t.percent],
    salinityPercent: [t.labSalinity, t.percent],
    ecDsM: [t.labEc, t.dsM],
  };
  const methodLabels: Record<(typeof EC_METHOD_CHOICES)[number], string> = { "EC1:5": t.ecMethod15, ECe: t.ecMethodPaste };
  const setLab = (key: LabKey, value: string) => update((d) => ({ ...d, lab: { ...d.lab, [key]: value } }));
  return (
    <div className="flex flex-col gap-3">
      <CheckboxField name="labOpen" label={t.labToggle} checked={draft.labOpen} onChange={(event) => update({ labOpen: event.target.checked })} />
      {draft.labOpen && (
        <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-3">
          <p className="text-sm text-stone-700">{t.labHint}</p>
          {/* Bottom-aligned: a label that wraps to two lines must not push its input out of line. */}
          <div className="grid grid-cols-2 items-end gap-3">
            {LAB_KEYS.map((key) => {
              const [label, unit] = labels[key];
              const [min, max] = LAB_RANGES[key];
              return (
                <InputField
                  key={key}
                  // Text with a decimal keyboard, not type=number: "8,1" typed with a comma works.
                  inputMode="decimal"
                  autoComplete="off"
                  label={unit ? `${label}, ${unit}` : label}
                  name={`lab.${key}`}
                  value={draft.lab[key]}
                  onChange={(event) => setLab(key, event.target.value)}
                  placeholder={`${min}–${max}`}
                  error={errors[`lab.${key}`]}
                />
              );
            })}
          </div>
          <SelectField
            label={t.labEcMethod}
            name="lab.ecMethod"
            value={draft.labEcMethod}
            onChange={(event) => update({ labEcMethod: event.target.value })}
            options={[{ value: "", label: t.notChosen }, ...EC_METHOD_CHOICES.map((value) => ({ value, label: methodLabels[value] }))]}
            hint={t.labEcMethodHint}
            error={errors["lab.ecMethod"]}
          />
        </div>
      )}
    </div>
  );
}

export function LooksFields({ draft, update, errors, t }: Props) {
  const choices: Record<LooksKey, [string, [string, string][]]> = {
    colour: [t.colour, [["to'q, qoramtir", t.colourDark], ["jigarrang", t.colourBrown], ["och kulrang", t.colourGrey], ["oqish", t.colourWhitish], ["qizg'ish", t.colourReddish]]],
    structure: [t.structure, [["donador", t.structureCrumbly], ["kesakli", t.structureCloddy], ["changsimon", t.structureDusty], ["zich, qatqaloq", t.structureDense]]],
    feel: [t.feel, [["qumloq, sochilib ketadi", t.feelSandy], ["qumoq, ushoqlanadi", t.feelLoamy], ["soz, yopishqoq", t.feelClay]]],
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-semibold">{t.looksLegend}</legend>
      {(Object.keys(choices) as LooksKey[]).map((key) => {
        const [label, options] = choices[key];
        return (
          <SelectField
            key={key}
            label={label}
            name={`looks.${key}`}
            value={draft.looks[key]}
            onChange={(event) => update((d) => ({ ...d, looks: { ...d.looks, [key]: event.target.value } }))}
            options={[{ value: "", label: t.notChosen }, ...options.map(([value, text]) => ({ value, label: text }))]}
            error={errors[`looks.${key}`]}
          />
        );
      })}
    </fieldset>
  );
}
