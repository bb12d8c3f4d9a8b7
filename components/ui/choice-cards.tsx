// A radio group drawn as large cards with a title and a plain explanation each (irrigation
// type, and the like): big touch targets on a phone, and the explanation is part of the
// option's accessible description. Native radios keep arrow-key navigation.
import { FieldError } from "@/components/ui/field-parts";

type Option = { value: string; label: string; description?: string };

type Props = {
  legend: string;
  name: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  legendClassName?: string;
};

export function ChoiceCards({ legend, name, options, value, onChange, error, legendClassName = "font-medium" }: Props) {
  const id = `field-${name}`;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className={`mb-1 ${legendClassName}`}>{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value.replace(/[^a-z0-9]/gi, "")}`;
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            htmlFor={optionId}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
              checked ? "border-brand-600 ring-2 ring-brand-600" : error ? "border-red-600" : "border-stone-300"
            }`}
          >
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              aria-describedby={option.description ? `${optionId}-text` : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="font-semibold">{option.label}</span>
              {option.description && (
                <span id={`${optionId}-text`} className="text-sm text-stone-700">
                  {option.description}
                </span>
              )}
            </span>
          </label>
        );
      })}
      <FieldError id={id} text={error} />
    </fieldset>
  );
}
