"use client";

// One round, shown the way a child understands its game type (prisma/catalogue/README.md):
// quiz — a question and picture answers; true_false — two big ✓ / ✗ buttons; matching — the
// item big, pick its partner among pictures; sorting — the item big, pick its basket.
import { useEffect, useRef } from "react";
import type { GameType, InteractiveRound } from "@/lib/activities/content-schema";
import { buttonStyles } from "@/components/ui/styles";
import { assetUrl } from "@/lib/activities/media-url";
import { useParentsMessages } from "@/components/parents/messages-context";
import { OptionButton, type OptionLook, type OptionState } from "./option-button";

type Props = {
  gameType: GameType;
  round: InteractiveRound;
  index: number;
  wrong: string[];
  solved: boolean;
  hintShown: boolean;
  onChoose: (value: string) => void;
  onHint: () => void;
};

const valueOf = (value: string | number) => String(value);

export function GameRound({ gameType, round, index, wrong, solved, hintShown, onChoose, onHint }: Props) {
  const { t } = useParentsMessages();
  const question = useRef<HTMLHeadingElement>(null);
  // A new round moves focus to its question, so a screen reader reads it next (not on the first).
  useEffect(() => {
    if (index > 0) question.current?.focus();
  }, [index]);

  const look = (value: string): OptionLook =>
    gameType === "true_false" ? (value === "true" ? "true" : "false") : gameType === "sorting" ? "basket" : "picture";
  const stateOf = (value: string): OptionState =>
    wrong.includes(value) ? "wrong" : solved ? (value === valueOf(round.answer) ? "right" : "closed") : "open";
  const prompt = gameType === "matching" ? t.matchingPrompt : gameType === "sorting" ? t.sortingPrompt : null;
  const wide = gameType !== "true_false" && round.options.some((o) => !o.image && o.label.length > 3);
  const columns = wide ? "grid-cols-1" : round.options.length === 3 && gameType !== "true_false" ? "grid-cols-3" : "grid-cols-2";

  return (
    <div className="flex flex-col gap-4">
      {round.media && (
        <div className="flex flex-col items-center gap-2 rounded-3xl bg-gradient-to-b from-sky-50 to-white p-4">
          {prompt && <span className="rounded-full bg-sky-100 px-3 py-1 text-sm font-semibold text-sky-900">{prompt}</span>}
          {/* eslint-disable-next-line @next/next/no-img-element -- catalogue SVGs from our media API */}
          <img src={assetUrl(round.media)} alt="" width={192} height={192} className="size-40 sm:size-48" />
        </div>
      )}
      <h2 ref={question} tabIndex={-1} className="text-center text-2xl leading-snug font-bold">
        {round.question}
      </h2>
      <div className={`grid gap-3 ${columns}`}>
        {round.options.map((option) => {
          const value = valueOf(option.value);
          const state = stateOf(value);
          return (
            <OptionButton
              key={value}
              option={option}
              look={look(value)}
              state={state}
              stateText={state === "wrong" ? t.wrongOption : state === "right" ? t.rightOption : ""}
              wide={wide}
              onChoose={() => onChoose(value)}
            />
          );
        })}
      </div>
      {round.hint && !solved && (
        <div className="flex flex-col items-center gap-2">
          <button type="button" aria-expanded={hintShown} aria-controls="round-hint" onClick={onHint} className={buttonStyles.secondary}>
            <span aria-hidden="true">💡</span> {t.showHint}
          </button>
          <p id="round-hint" hidden={!hintShown} className="rounded-xl bg-amber-50 px-4 py-3 text-center text-lg text-amber-950">
            {round.hint}
          </p>
        </div>
      )}
    </div>
  );
}
