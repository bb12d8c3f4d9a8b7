// The text alternative of a growth chart: every measurement with what it means in words first
// ("me'yorda") and its z-score second. Three columns (date and age, value, assessment), so the
// whole table fits a 320 px phone without a sideways scroll that hid the z-scores; it still
// scrolls, focusable, if a very long label ever needs it.
import type { ChartPoint } from "./chart-scale";

export interface GrowthTableText {
  caption: string;
  date: string;
  value: string;
  assessment: string;
  /** Read before the recorder's name by screen readers ("Kiritgan"). */
  recordedBy: string;
}

export interface GrowthTableRow {
  point: ChartPoint;
  date: string;
  age: string;
  value: string;
  /** The assessment in words ("me'yorda"). */
  assessment: string;
  /** The z-score with its name ("z-ball +0,25"). */
  z: string;
  /** Who measured ("Buvisi", "Siz") on a shared child; absent for a child kept alone. */
  recorder?: string;
}

export function GrowthTable({ text, rows }: { text: GrowthTableText; rows: GrowthTableRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div role="region" aria-label={text.caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{text.caption}</caption>
        <thead className="bg-stone-100 text-stone-800">
          <tr>
            {[text.date, text.value, text.assessment].map((header) => (
              <th key={header} scope="col" className="px-2 py-2 font-semibold sm:px-3">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.point.recordedAt}-${i}`} className="border-t border-stone-200 align-top">
              <th scope="row" className="px-2 py-2 font-medium sm:px-3">
                <span className="block">{row.date}</span>
                <span className="block font-normal text-stone-700">{row.age}</span>
                {row.recorder && (
                  <span className="block font-normal text-stone-700" data-cell="recorded-by">
                    <span className="sr-only">{text.recordedBy}: </span>
                    {row.recorder}
                  </span>
                )}
              </th>
              <td className="px-2 py-2 whitespace-nowrap sm:px-3">{row.value}</td>
              <td className="px-2 py-2 sm:px-3" data-cell="assessment">
                <span className={`block ${row.point.flag ? "font-semibold text-rose-800" : "font-medium text-stone-900"}`}>{row.assessment}</span>
                <span className="block whitespace-nowrap text-stone-700 tabular-nums">{row.z}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
