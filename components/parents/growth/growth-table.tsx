// The text alternative of a growth chart: every plotted measurement with its z-score and what
// it means. Scrolls sideways on narrow phones; focusable so keyboard users can scroll it too.
import type { ChartPoint } from "./chart-scale";

export interface GrowthTableText {
  caption: string;
  date: string;
  age: string;
  value: string;
  z: string;
  assessment: string;
}

export interface GrowthTableRow {
  point: ChartPoint;
  date: string;
  age: string;
  value: string;
  z: string;
  assessment: string;
}

export function GrowthTable({ text, rows }: { text: GrowthTableText; rows: GrowthTableRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div role="region" aria-label={text.caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{text.caption}</caption>
        <thead className="bg-stone-100 text-stone-800">
          <tr>
            {[text.date, text.age, text.value, text.z, text.assessment].map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.point.recordedAt}-${i}`} className="border-t border-stone-200">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {row.date}
              </th>
              <td className="px-3 py-2">{row.age}</td>
              <td className="px-3 py-2 whitespace-nowrap">{row.value}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.z}</td>
              <td className={`px-3 py-2 ${row.point.flag ? "font-semibold text-rose-800" : "text-stone-800"}`}>{row.assessment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
