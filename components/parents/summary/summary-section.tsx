// One part of the visit summary: a card on screen, a plain block with a rule above it on paper
// (print stylesheet: app/(parents)/children/[id]/summary/summary.css), never split across pages.
export function SummarySection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm print:break-inside-avoid print:gap-1 print:rounded-none print:border-x-0 print:border-b-0 print:p-0 print:pt-1.5 print:shadow-none"
    >
      <h2 id={id} className="text-lg font-bold print:text-[1.1rem]">
        {title}
      </h2>
      {children}
    </section>
  );
}
