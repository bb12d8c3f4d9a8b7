// What a test file may change outside its database, put back when the file ends. Vitest's
// workers keep their modules from one file to the next (vitest.config.mts, `isolate: false`),
// so a change a file forgot to undo would reach the next file in the same worker and make a
// test pass or fail by the order files happen to run in. Files undo their own changes; this is
// the net under them (docs/testing.md, "Modules loaded once per worker").
import { vi } from "vitest";

/** Remembers `env` as it is now; the returned function makes it so again (changed, added and removed keys). */
export function keepEnv(env: NodeJS.ProcessEnv = process.env): () => void {
  const saved = { ...env };
  return () => {
    for (const key of Object.keys(env)) if (!(key in saved)) delete env[key];
    for (const [key, value] of Object.entries(saved)) if (env[key] !== value) env[key] = value;
  };
}

/** Vitest's own switches a file may have flipped: fake timers, stubbed globals and variables. */
export function restoreVitestState(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
}
