// Who recorded a row of a shared child's table ("Buvi"), under the row's first cell; screen
// readers hear the label first ("Kiritgan: Buvi").
export function RecordedBy({ label, name }: { label: string; name: string }) {
  return (
    <span className="block font-normal text-stone-700" data-cell="recorded-by">
      <span className="sr-only">{label}: </span>
      {name}
    </span>
  );
}
