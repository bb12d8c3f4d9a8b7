"use client";

// "How did it go?" before completing an instructional activity: optional, one of three. The
// answer is stored with the attempt and moves the category's level in the next days' plans
// (docs/daily-plan.md, rule 3). Radio buttons, so a second tap elsewhere changes the answer.
import type { Feedback } from "@/lib/activities/schemas";
import { useParentsMessages } from "@/components/parents/messages-context";

export const FEEDBACK_CHOICES: readonly Feedback[] = ["easy", "just_right", "hard"];

type Props = { value: Feedback | null; onChange: (value: Feedback) => void };

export function FeedbackChoice({ value, onChange }: Props) {
  const { t } = useParentsMessages();
  return (
    <fieldset className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-xl font-bold">{t.feedbackQuestion}</legend>
      <p className="text-stone-700">{t.feedbackHint}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {FEEDBACK_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 px-3 py-2 font-semibold hover:bg-stone-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="feedback"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {t[`feedback_${choice}`]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
