// Runs once when a Next server starts (and in the build's workers): the environment is checked
// here, so a bad variable (PUBLIC_ORIGIN with a path, TRUST_PROXY that is not a count) stops
// the server at start rather than at the first request that reads it. A running server also
// purges expired data once a day (lib/account/purge-schedule.ts); a build never does.
// The server's shutdown grace period is handed to scripts/server.mjs here.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/lib/env");
  // Read by scripts/server.mjs when a SIGTERM comes (lib/server/state.ts).
  const { serverState } = await import("@/lib/server/state");
  serverState().shutdownGraceMs = env().SHUTDOWN_GRACE_MS;
  // Next sets NEXT_PHASE for `next build` and its workers.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startPurgeSchedule } = await import("@/lib/account/purge-schedule");
  startPurgeSchedule();
}
