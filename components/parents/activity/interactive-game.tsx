"use client";

// An interactive activity as a child's game: one round at a time, immediate feedback
// ("Barakalla!" / "Yana urinib ko'r"), hints, round x of n, and a final screen with stars and
// praise: a child is never shown an exam score. Completion is recorded with the percentage of
// rounds right on the first try, which the parent finds folded under "Ota-onalar uchun".
import { useEffect, useMemo, useReducer, useRef } from "react";
import type { ActivityStatus } from "@/lib/activities/schemas";
import type { InteractiveContent } from "@/lib/activities/content-schema";
import { fill } from "@/lib/i18n/bundle";
import { ProgressBar } from "@/components/ui/progress-bar";
import { buttonStyles } from "@/components/ui/styles";
import { useParentsMessages } from "@/components/parents/messages-context";
import { StatusBadge } from "@/components/parents/status-badge";
import { CompletionPanel } from "./completion-panel";
import { GameRound } from "./game-round";
import { NEW_GAME, feedbackOf, gameReducer, scorePercent } from "./game-state";
import { useActivitySession } from "./use-activity-session";

type Props = { activityId: string; content: InteractiveContent; initialStatus: ActivityStatus; childId: string; userId: string };

/** Stars for the child: one for playing to the end, more for rounds right at the first try. */
export const stars = (score: number): 1 | 2 | 3 => (score >= 90 ? 3 : score >= 60 ? 2 : 1);

export function InteractiveGame({ activityId, content, initialStatus, childId, userId }: Props) {
  const { t } = useParentsMessages();
  const session = useActivitySession(activityId, childId, initialStatus, userId);
  const reducer = useMemo(() => gameReducer(content.rounds), [content.rounds]);
  const [state, dispatch] = useReducer(reducer, NEW_GAME);
  const nextButton = useRef<HTMLButtonElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const total = content.rounds.length;
  const last = state.round + 1 >= total;
  const score = scorePercent(state.firstTry, total);

  useEffect(() => {
    if (state.solved) nextButton.current?.focus();
  }, [state.solved]);
  useEffect(() => {
    if (state.finished) resultHeading.current?.focus();
  }, [state.finished]);

  function next() {
    // The last round is solved, so firstTry (and the score) are final here.
    if (last) session.complete(score);
    dispatch({ type: "next" });
  }

  if (state.finished) {
    return (
      <CompletionPanel
        saveState={session.saveState}
        timeSpent={session.timeSpent}
        onRetry={() => session.complete(score)}
        onAgain={() => {
          dispatch({ type: "restart" });
          session.again();
        }}
        focusOnSave={false}
      >
        <h2 ref={resultHeading} tabIndex={-1} className="text-2xl font-bold">
          {t.gameOver}
        </h2>
        <p role="img" aria-label={fill(t.starsLabel, { n: stars(score) })} className="text-5xl tracking-widest">
          {"⭐".repeat(stars(score))}
        </p>
        <p className="text-xl font-semibold text-brand-900">{t[`praise${stars(score)}`]}</p>
        <details className="w-full rounded-xl border border-stone-200 bg-white p-3 text-left">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-stone-800">{t.forParents}</summary>
          <p className="mt-2 text-stone-800">
            {fill(t.scoreText, { right: state.firstTry, total })} {fill(t.scorePercent, { score })}
          </p>
        </details>
      </CompletionPanel>
    );
  }

  const position = fill(t.roundOf, { n: state.round + 1, total });
  const shown = feedbackOf(state);
  const feedback = shown === "none" ? "" : shown === "right" ? `🎉 ${t.correct}` : `🤔 ${t.tryAgain}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge status={session.status} t={t} />
        <span className="font-semibold text-stone-800">{position}</span>
      </div>
      <ProgressBar value={state.round + (state.solved ? 1 : 0)} max={total} label={position} valueText={position} />
      <GameRound
        key={state.round}
        gameType={content.gameType}
        round={content.rounds[state.round]}
        index={state.round}
        wrong={state.wrong}
        solved={state.solved}
        hintShown={state.hintShown}
        onChoose={(value) => dispatch({ type: "choose", value })}
        onHint={() => dispatch({ type: "hint" })}
      />
      <p
        role="status"
        data-feedback={shown}
        className={`min-h-9 text-center text-2xl font-bold ${state.solved ? "text-brand-700" : "text-amber-800"}`}
      >
        {feedback}
        {/* A changing invisible character makes a repeated "try again" be announced again. */}
        {state.answers % 2 === 1 ? "\u200b" : ""}
      </p>
      {state.solved && (
        <button ref={nextButton} type="button" onClick={next} className={`${buttonStyles.primary} w-full text-lg`}>
          {last ? t.seeResult : t.nextRound} →
        </button>
      )}
    </div>
  );
}
