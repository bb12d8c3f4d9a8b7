// What scripts/server.mjs (plain Node, outside Next's bundles) and the app's modules share in
// one process: one object under a global symbol, since the two are loaded by different module
// systems and cannot import each other. The server sets `draining` on SIGTERM; /api/health
// reads it. The app writes `shutdownGraceMs` at start (instrumentation.ts) from lib/env.ts, so
// the server's grace period is validated like every other variable.
const KEY = Symbol.for("oila-dala.server");

export interface ServerState {
  /** A deploy or stop is under way: finish what is in flight, take no new work. */
  draining: boolean;
  /** SHUTDOWN_GRACE_MS as validated; absent until the app has started. */
  shutdownGraceMs?: number;
}

/** The process's shared state (created on first use). */
export function serverState(): ServerState {
  const holder = globalThis as unknown as Record<symbol, ServerState | undefined>;
  return (holder[KEY] ??= { draining: false });
}

export const isDraining = (): boolean => serverState().draining;
