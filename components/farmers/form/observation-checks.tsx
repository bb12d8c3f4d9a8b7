"use client";

// Common signs as checkboxes that write into the observation text: ticking appends the
// sentence, unticking takes it out, and the text stays the farmer's to edit. A box is ticked
// when its sentence is in the text, so the two never disagree. The sentences use the words the
// rules estimator looks for (lib/soil/rules/keywords.ts), in the farmer's language.
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { CheckboxField } from "@/components/ui/checkbox-field";

const SIGN_KEYS = ["signSalt", "signHard", "signWater", "signGroundwater", "signYellow", "signGrowth", "signYield", "signSandy"] as const;

/** The text with the sentence appended (as its own sentence) or removed. */
export function toggleSentence(text: string, sentence: string, on: boolean): string {
  const withDot = `${sentence}.`;
  if (on) {
    const base = text.trimEnd();
    if (!base) return withDot;
    return `${base}${/[.!?]$/.test(base) ? "" : "."} ${withDot}`;
  }
  return text
    .replace(withDot, "")
    .replace(sentence, "")
    .replace(/\s{2,}/g, " ")
    .replace(/^\s+/, "")
    .trimEnd();
}

type Props = { text: string; onChange: (text: string) => void; t: FarmersMessages };

export function ObservationChecks({ text, onChange, t }: Props) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">{t.commonSigns}</legend>
      <p className="text-sm text-stone-600">{t.commonSignsHint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {SIGN_KEYS.map((key) => {
          const sentence = t[key];
          return (
            <CheckboxField
              key={key}
              name={`sign-${key}`}
              label={sentence}
              checked={text.includes(sentence)}
              onChange={(event) => onChange(toggleSentence(text, sentence, event.target.checked))}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
