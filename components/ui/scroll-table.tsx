// A table for a phone: a focusable region that scrolls sideways should a long cell need it, a
// caption for screen readers and one header row. The rows are the caller's.
import type { ReactNode } from "react";

export function ScrollTable({ caption, headers, className = "", children }: { caption: string; headers: string[]; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={`overflow-x-auto rounded-xl border border-stone-200 ${className}`.trim()}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-800">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-2 font-semibold sm:px-3">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
