"use client";

// The end of an activity: saving, saved (completed status, time spent, the parent's "how did it
// go?" answer when one was given, back to Today, once more), kept on the device to be saved
// when the connection returns (the same, with a note), or a failure with a retry. The
// heading takes focus when it appears, so keyboard and screen-reader users land on the result.
import { Link } from "@/components/ui/link";
import { useEffect, useRef } from "react";
import { fill } from "@/lib/i18n/bundle";
import { buttonStyles } from "@/components/ui/styles";
import { formatClock } from "@/components/parents/format";
import { useParentsMessages } from "@/components/parents/messages-context";
import type { Feedback } from "@/lib/activities/schemas";
import type { SaveState } from "./use-activity-session";

type Props = {
  saveState: SaveState;
  timeSpent: number | null;
  onRetry: () => void;
  onAgain: () => void;
  /** False when the caller has already moved focus to its own result heading. */
  focusOnSave?: boolean;
  /** The parent's answer to "how did it go?", saved with the completion. */
  feedback?: Feedback | null;
  children?: React.ReactNode;
};

export function CompletionPanel({ saveState, timeSpent, onRetry, onAgain, focusOnSave = true, feedback, children }: Props) {
  const { t } = useParentsMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if ((saveState === "saved" || saveState === "queued") && focusOnSave) heading.current?.focus();
  }, [saveState, focusOnSave]);

  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border-2 border-brand-600 bg-brand-50 p-6 text-center">
      <span aria-hidden="true" className="text-5xl">
        {saveState === "saved" || saveState === "queued" ? "🎉" : "⭐"}
      </span>
      {children}
      <div aria-live="polite" className="flex flex-col items-center gap-1">
        {(saveState === "saved" || saveState === "queued") && (
          <>
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
              ✓ {t.completedTitle}
            </h2>
            <p className="text-stone-800">{saveState === "saved" ? t.completedSaved : t.savedWhenOnline}</p>
            {timeSpent !== null && <p className="text-stone-700">{fill(t.timeSpent, { time: formatClock(timeSpent) })}</p>}
            {feedback && <p className="text-stone-700">{fill(t.feedbackNoted, { answer: t[`feedback_${feedback}`] })}</p>}
          </>
        )}
        {saveState === "saving" && <p className="font-medium text-stone-800">{t.saving}</p>}
      </div>
      {saveState === "failed" && (
        <div role="alert" className="flex flex-col items-center gap-3">
          <p className="font-medium text-red-800">{t.saveFailed}</p>
          <button type="button" onClick={onRetry} className={buttonStyles.primary}>
            {t.retry}
          </button>
        </div>
      )}
      {(saveState === "saved" || saveState === "queued") && (
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href="/today" className={buttonStyles.primary}>
            {t.backToToday}
          </Link>
          <button type="button" onClick={onAgain} className={buttonStyles.secondary}>
            ↺ {t.playAgain}
          </button>
        </div>
      )}
    </section>
  );
}
