// Weight, height and head circumference: the three values of a measurement, the same in the
// growth form and in the birth measurements of a new child. The caller lays them out.
import type { ParentsMessages } from "@/lib/i18n/parents";
import { UnitField } from "@/components/ui/unit-field";

type Props = { t: ParentsMessages; value: (field: string) => string; errors: Record<string, string> };

export function MeasurementFields({ t, value, errors }: Props) {
  return (
    <>
      <UnitField label={t.weight} name="weight" unit={t.kg} defaultValue={value("weight")} error={errors.weight} />
      <UnitField label={t.height} name="height" unit={t.cm} defaultValue={value("height")} error={errors.height} />
      <UnitField
        label={t.headCircumference}
        name="headCircumference"
        unit={t.cm}
        defaultValue={value("headCircumference")}
        error={errors.headCircumference}
      />
    </>
  );
}
