"use client";

// The sending phases the farmer sees: compressing photos, uploading with a percentage, waiting
// for the analysis, opening the report, or why it stopped. The request itself is upload.ts.
import { useCallback, useRef, useState } from "react";
import { sendAnalysis, type SendOutcome } from "./upload";

export type SendStatus =
  | { stage: "idle" }
  | { stage: "compressing"; done: number; total: number }
  | { stage: "uploading"; percent: number }
  | { stage: "analysing" }
  | { stage: "opening" }
  | { stage: "stopped"; reason: Exclude<SendOutcome["kind"], "ok" | "invalid"> };

export function useSoilSend() {
  const [status, setStatus] = useState<SendStatus>({ stage: "idle" });
  const stopRef = useRef<(() => void) | null>(null);
  const stoppedEarly = useRef(false);

  const send = useCallback(async (payload: unknown, compress: (onEach: (done: number) => void) => Promise<Blob[]>, count: number) => {
    stoppedEarly.current = false;
    setStatus({ stage: "compressing", done: 0, total: count });
    const photos = count ? await compress((done) => setStatus({ stage: "compressing", done, total: count })) : [];
    let outcome: SendOutcome;
    if (stoppedEarly.current) outcome = { kind: "stopped" };
    else {
      const handle = sendAnalysis(payload, photos, (progress) =>
        setStatus(progress.phase === "upload" ? { stage: "uploading", percent: progress.percent } : { stage: "analysing" }),
      );
      stopRef.current = handle.stop;
      outcome = await handle.done;
      stopRef.current = null;
    }
    if (outcome.kind === "ok") setStatus({ stage: "opening" });
    else if (outcome.kind === "invalid") setStatus({ stage: "idle" });
    else setStatus({ stage: "stopped", reason: outcome.kind });
    return outcome;
  }, []);

  const stop = useCallback(() => {
    stoppedEarly.current = true;
    stopRef.current?.();
  }, []);

  const busy = status.stage === "compressing" || status.stage === "uploading" || status.stage === "analysing" || status.stage === "opening";
  return { status, busy, send, stop, resetStatus: () => setStatus({ stage: "idle" }) };
}
