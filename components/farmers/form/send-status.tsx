"use client";

// What is happening while the analysis is sent, in words (aria-live, so a screen reader hears
// each phase), and why it stopped when it did: no internet, the API's 503 fallback message, the
// daily quota, a lost connection, an expired session. The form stays filled in every case, and
// the request waits in the outbox (lib/offline) to be sent by itself or by "send again".
import { Link } from "@/components/ui/link";
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { SendStatus } from "./use-soil-send";
import { buttonStyles } from "@/components/ui/styles";

export function SendStatusView({ status, t }: { status: SendStatus; t: FarmersMessages }) {
  let text = "";
  let bar: { value: number; max: number } | null = null;
  if (status.stage === "compressing") {
    text = fill(t.compressing, { n: Math.min(status.done + 1, status.total), total: status.total });
    bar = { value: status.done, max: status.total };
  } else if (status.stage === "uploading") {
    text = fill(t.uploading, { percent: status.percent });
    bar = { value: status.percent, max: 100 };
  } else if (status.stage === "analysing") text = t.analysing;
  else if (status.stage === "opening") text = t.opening;

  return (
    <div className="flex flex-col gap-3">
      {/* The live region is always present; only its text changes. */}
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {text && (
          <div className="flex flex-col gap-2 rounded-2xl border border-brand-600 bg-brand-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-brand-900">
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none" />
              {text}
            </p>
            {bar && <ProgressBar value={bar.value} max={bar.max} label={t.sendingLabel} valueText={text} />}
          </div>
        )}
      </div>
      {status.stage === "stopped" && <StoppedMessage reason={status.reason} t={t} />}
    </div>
  );
}

function StoppedMessage({ reason, t }: { reason: Extract<SendStatus, { stage: "stopped" }>["reason"]; t: FarmersMessages }) {
  const text = {
    offline: t.offline,
    queued: t.queuedNote,
    unavailable: t.unavailable,
    quota: t.quota,
    network: t.network,
    signedOut: t.signedOut,
    failed: t.failed,
    stopped: t.stopped,
  }[reason];
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{text}</p>
      {reason === "unavailable" && <p>{t.keptForRetry}</p>}
      {reason === "signedOut" && (
        <Link href="/login" className={`${buttonStyles.textLink} self-start`}>
          {t.signInAgain}
        </Link>
      )}
    </div>
  );
}
