"use client";

// One answer a child can tap: a big button with the option's picture and name. A wrong pick is
// crossed out (and aria-disabled, which keeps focus on it, unlike disabled); the right one gets a
// tick. The state is also in the button's name ("Olma, to'g'ri"), so colour is never the only cue.
import type { GameOption } from "@/lib/activities/content-schema";
import { assetUrl } from "@/lib/activities/media-url";

export type OptionLook = "picture" | "true" | "false" | "basket";
export type OptionState = "open" | "wrong" | "right" | "closed";

type Props = {
  option: GameOption;
  look: OptionLook;
  state: OptionState;
  stateText: string;
  /** A wide bar (icon, then the name) for long names without pictures, which a narrow tile would break. */
  wide?: boolean;
  onChoose: () => void;
};

const FRAME: Record<OptionLook, string> = {
  picture: "rounded-2xl border-2 border-stone-200 bg-white",
  basket: "rounded-t-lg rounded-b-[2rem] border-4 border-amber-300 bg-amber-50",
  true: "rounded-2xl border-2 border-brand-600 bg-brand-50",
  false: "rounded-2xl border-2 border-rose-300 bg-rose-50",
};

const STATE: Record<OptionState, string> = {
  open: "hover:-translate-y-0.5 hover:shadow-md active:translate-y-0",
  wrong: "opacity-50 grayscale",
  right: "ring-4 ring-brand-600",
  closed: "opacity-70",
};

export function OptionButton({ option, look, state, stateText, wide = false, onChoose }: Props) {
  const inactive = state !== "open";
  const yesNo = look === "true" || look === "false";
  // Numbers ("3") are shown big on their own; longer names without a picture stay normal text.
  const bigText = !option.image && !yesNo && look !== "basket" && option.label.length <= 3;
  const visual = yesNo ? (
    <span
      aria-hidden="true"
      className={`grid size-16 place-items-center rounded-full text-4xl font-bold text-white ${look === "true" ? "bg-brand-700" : "bg-rose-700"}`}
    >
      {look === "true" ? "✓" : "✗"}
    </span>
  ) : option.image ? (
    // eslint-disable-next-line @next/next/no-img-element -- catalogue SVGs from our media API; next/image adds nothing for SVG
    <img src={assetUrl(option.image)} alt="" width={112} height={112} className="aspect-square h-auto w-full max-w-24 sm:max-w-28" />
  ) : look === "basket" ? (
    <span aria-hidden="true" className="text-4xl">
      🧺
    </span>
  ) : bigText ? (
    <span aria-hidden="true" className="text-5xl font-bold text-stone-900">
      {option.label}
    </span>
  ) : null;
  return (
    <button
      type="button"
      onClick={() => !inactive && onChoose()}
      aria-disabled={inactive || undefined}
      aria-label={stateText ? `${option.label}, ${stateText}` : undefined}
      className={`relative flex w-full min-w-0 items-center gap-2 p-3 shadow-sm transition ${wide ? "min-h-16 flex-row gap-4 px-5 text-left" : "min-h-28 flex-col justify-center"} ${FRAME[look]} ${STATE[state]}`}
    >
      {visual}
      <span className={bigText ? "sr-only" : "text-lg leading-tight font-semibold text-stone-900"}>
        {option.label}
      </span>
      {(state === "wrong" || state === "right") && (
        <span
          aria-hidden="true"
          className={`absolute top-2 right-2 grid size-8 place-items-center rounded-full text-lg font-bold text-white ${state === "right" ? "bg-brand-700" : "bg-rose-700"}`}
        >
          {state === "right" ? "✓" : "✗"}
        </span>
      )}
    </button>
  );
}
