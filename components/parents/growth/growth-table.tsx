// The text alternative of a growth chart: every measurement with what it means in words first
// ("me'yorda") and its z-score second. Three columns (date and age, value, assessment), so the
// whole table fits a 320 px phone without a sideways scroll that hid the z-scores; it still
// scrolls, focusable, if a very long label ever needs it.
import { RecordedBy } from "@/components/sharing/recorded-by";
import { ScrollTable } from "@/components/ui/scroll-table";
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
    <ScrollTable caption={text.caption} headers={[text.date, text.value, text.assessment]}>
      {rows.map((row, i) => (
        <tr key={`${row.point.recordedAt}-${i}`} className="border-t border-stone-200 align-top">
          <th scope="row" className="px-2 py-2 font-medium sm:px-3">
            <span className="block">{row.date}</span>
            <span className="block font-normal text-stone-700">{row.age}</span>
            {row.recorder && <RecordedBy label={text.recordedBy} name={row.recorder} />}
          </th>
          <td className="px-2 py-2 whitespace-nowrap sm:px-3">{row.value}</td>
          <td className="px-2 py-2 sm:px-3" data-cell="assessment">
            <span className={`block ${row.point.flag ? "font-semibold text-rose-800" : "font-medium text-stone-900"}`}>{row.assessment}</span>
            <span className="block whitespace-nowrap text-stone-700 tabular-nums">{row.z}</span>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
