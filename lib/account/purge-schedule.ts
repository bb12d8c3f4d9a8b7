// Each server runs the purge (lib/account/purge.ts) once a day by itself, so a deployment without
// cron still keeps its retention promise. Started by instrumentation.ts; several servers running
// it at once is safe (the purge's advisory lock). The timers are unref'd: they never keep a
// process alive that is otherwise done.
import "server-only";
import { errorFields, log } from "@/lib/log";
import { purgeExpiredData } from "@/lib/account/purge";

const MINUTE = 60_000;

export interface PurgeSchedule {
  stop(): void;
}

const state = globalThis as unknown as { purgeSchedule?: PurgeSchedule };

async function runOnce(): Promise<void> {
  try {
    const result = await purgeExpiredData();
    if (result.ran) log("info", "purge done", { ...result });
    else log("info", "purge skipped: another server is purging", { cutoff: result.cutoff });
  } catch (error) {
    // The next day tries again; a database that is down must not stop the server.
    log("error", "purge failed", errorFields(error));
  }
}

/**
 * Runs the purge `firstDelayMs` after start (default 10 minutes, once the server is warm), then
 * every `intervalMs` (default a day). A second call returns the schedule already running.
 */
export function startPurgeSchedule({ firstDelayMs = 10 * MINUTE, intervalMs = 24 * 60 * MINUTE } = {}): PurgeSchedule {
  if (state.purgeSchedule) return state.purgeSchedule;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = (delay: number) => {
    timer = setTimeout(async () => {
      await runOnce();
      if (!stopped) next(intervalMs);
    }, delay);
    timer.unref();
  };
  next(firstDelayMs);
  log("info", "purge scheduled", { firstInMinutes: Math.round(firstDelayMs / MINUTE), everyHours: Math.round(intervalMs / (60 * MINUTE)) });
  const schedule: PurgeSchedule = {
    stop() {
      stopped = true;
      clearTimeout(timer);
      if (state.purgeSchedule === schedule) state.purgeSchedule = undefined;
    },
  };
  state.purgeSchedule = schedule;
  return schedule;
}
