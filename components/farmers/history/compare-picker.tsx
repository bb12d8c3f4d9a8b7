// Picks two reports of a field to compare: a plain GET form (works before any script loads)
// to /soil/fields/<id>/compare?a=<earlier>&b=<later> (a shared field's: /soil/shared/<id>/compare),
// preset to the two newest.
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { Locale } from "@/lib/i18n/locale";
import type { SoilReportBody } from "@/lib/soil";
import { SelectField } from "@/components/ui/select-field";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { formatDateTime, formatNumber } from "@/lib/i18n/format";

type Props = {
  fieldId: string;
  reports: SoilReportBody[];
  locale: Locale;
  t: FarmersMessages;
  /** Where the comparison opens; the owner's history by the field's key when left out. */
  action?: string;
};

export function ComparePicker({ fieldId, reports, locale, t, action }: Props) {
  const options = reports.map((report) => ({
    value: report.reportId,
    label: fill(t.reportOption, { date: formatDateTime(report.createdAt, locale), ph: formatNumber(report.soilProfile.ph, locale) }),
  }));
  return (
    // A GET form on purpose (the choice belongs in the address, to share or reload), marked as a
    // search form: every other form posts (e2e/web/forms.spec.ts).
    <form
      method="get"
      role="search"
      action={action ?? `/soil/fields/${encodeURIComponent(fieldId)}/compare`}
      aria-labelledby="compare-title"
      className={`${cardStyles} flex flex-col gap-3 print:hidden`}
    >
      <h2 id="compare-title" className="text-xl font-bold">
        {t.compareTitle}
      </h2>
      <SelectField label={t.compareEarlier} name="a" options={options} defaultValue={reports[1].reportId} />
      <SelectField label={t.compareLater} name="b" options={options} defaultValue={reports[0].reportId} />
      <button type="submit" className={`${buttonStyles.primary} self-start`}>
        {t.compareButton}
      </button>
    </form>
  );
}
