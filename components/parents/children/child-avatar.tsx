// A friendly round picture for a child (no photos are stored): decorative, the name is beside it.
export function ChildAvatar({ gender, size = "md" }: { gender: string; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-16 text-4xl" : "size-12 text-3xl";
  const tone = gender === "female" ? "bg-rose-100" : "bg-sky-100";
  return (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-full ${tone} ${box}`}>
      {gender === "female" ? "👧" : "👦"}
    </span>
  );
}
