// Boy or girl as two big radio cards (easy to hit on a phone); the error is tied to the group.
import type { ParentsMessages } from "@/lib/i18n/parents";
import { FieldError } from "@/components/ui/field-parts";

export function GenderField({ t, value, error }: { t: ParentsMessages; value: string; error?: string }) {
  const choices = [
    { value: "male", label: t.boy, icon: "👦" },
    { value: "female", label: t.girl, icon: "👧" },
  ];
  return (
    <fieldset aria-describedby={error ? "field-gender-error" : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{t.gender}</legend>
      <div className="grid grid-cols-2 gap-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-14 cursor-pointer items-center gap-2 rounded-xl border bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 ${error ? "border-red-600" : "border-stone-300"}`}
          >
            <input
              type="radio"
              name="gender"
              value={choice.value}
              defaultChecked={value === choice.value}
              className="size-5 accent-brand-700"
            />
            <span aria-hidden="true" className="text-2xl">
              {choice.icon}
            </span>
            <span className="font-medium">{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id="field-gender" text={error} />
    </fieldset>
  );
}
