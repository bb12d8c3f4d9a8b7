"use client";

// An instructional activity: voice instructions, the steps, what to watch for, a timer where the
// exercise is timed, and "We did it!" to record completion. Nothing is graded, so the parent's
// optional "how did it go?" and a fully ticked checklist go with it instead of a score.
import { useState } from "react";
import type { ActivityStatus, Feedback } from "@/lib/activities/schemas";
import type { InstructionalContent } from "@/lib/activities/content-schema";
import { buttonStyles } from "@/components/ui/styles";
import { assetUrl } from "@/lib/activities/media-url";
import { useParentsMessages } from "@/components/parents/messages-context";
import { StatusBadge } from "@/components/parents/status-badge";
import { Checklist } from "./checklist";
import { CompletionPanel } from "./completion-panel";
import { CountdownTimer } from "./countdown-timer";
import { FeedbackChoice } from "./feedback-choice";
import { StepsView } from "./steps-view";
import { useActivitySession } from "./use-activity-session";

type Props = { activityId: string; content: InstructionalContent; durationMinutes: number; initialStatus: ActivityStatus; childId: string; userId: string };

export function InstructionalPlayer({ activityId, content, durationMinutes, initialStatus, childId, userId }: Props) {
  const { t } = useParentsMessages();
  const session = useActivitySession(activityId, childId, initialStatus, userId);
  const finished = session.saveState !== "idle";
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [allTicked, setAllTicked] = useState(false);
  const complete = () => session.complete(null, { feedback, checklistDone: content.checklist ? allTicked : undefined });
  return (
    <div className="flex flex-col gap-5">
      <div>
        <StatusBadge status={session.status} t={t} />
      </div>
      {content.audio && (
        <section aria-labelledby="voice-heading" className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
          <h2 id="voice-heading" className="font-bold">
            <span aria-hidden="true">🔊</span> {t.voice}
          </h2>
          <audio controls preload="none" src={assetUrl(content.audio)} aria-labelledby="voice-heading" className="w-full" />
        </section>
      )}
      <StepsView steps={content.steps} />
      {content.checklist && <Checklist items={content.checklist} onAllTickedChange={setAllTicked} />}
      {content.hasTimer && <CountdownTimer minutes={durationMinutes} />}
      {finished ? (
        <CompletionPanel
          saveState={session.saveState}
          timeSpent={session.timeSpent}
          onRetry={complete}
          onAgain={() => {
            setFeedback(null);
            session.again();
          }}
          feedback={feedback}
        />
      ) : (
        <>
          <FeedbackChoice value={feedback} onChange={setFeedback} />
          <button type="button" onClick={complete} className={`${buttonStyles.primary} w-full text-lg`}>
            ✓ {t.markDone}
          </button>
        </>
      )}
    </div>
  );
}
