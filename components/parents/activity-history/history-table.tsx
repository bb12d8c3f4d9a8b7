// A child's recent activities as a table (docs/sharing.md): when, which activity, its result and,
// on a child someone else also records for, who played. The recorder shares the first column's
// cell, as in the growth table, so three columns fit a 320 px phone; the region still scrolls,
// focusable, should a long title need it.
import { Link } from "@/components/ui/link";
import { ScrollTable } from "@/components/ui/scroll-table";
import { RecordedBy } from "@/components/sharing/recorded-by";

export interface HistoryTableText {
  caption: string;
  when: string;
  activity: string;
  result: string;
  /** Read before the recorder's name by screen readers ("Kiritgan"). */
  recordedBy: string;
}

export interface HistoryTableRow {
  id: string;
  when: string;
  title: string;
  href: string;
  /** The kind and category ("O'yin · Nutq va muloqot"). */
  kind: string;
  /** The score of a game ("67%"), else the status ("Bajarildi"). */
  result: string;
  /** Who played ("Buvi", "Siz"); absent while only the reader records for the child. */
  recorder?: string;
}

export function HistoryTable({ text, rows }: { text: HistoryTableText; rows: HistoryTableRow[] }) {
  return (
    <ScrollTable caption={text.caption} headers={[text.when, text.activity, text.result]} className="bg-white">
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-stone-200 align-top" data-attempt={row.id}>
          <th scope="row" className="px-2 py-2 font-medium sm:px-3">
            <span className="block">{row.when}</span>
            {row.recorder && <RecordedBy label={text.recordedBy} name={row.recorder} />}
          </th>
          <td className="px-2 py-2 sm:px-3">
            <Link href={row.href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
              {row.title}
            </Link>
            <span className="block text-stone-700">{row.kind}</span>
          </td>
          <td className="px-2 py-2 font-medium whitespace-nowrap sm:px-3" data-cell="result">
            {row.result}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
