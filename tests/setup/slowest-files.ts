// Prints the ten slowest test files at the end of a run (after Vitest's own summary), so a file
// that grows slow is seen the day it does, with where its time goes: the file's set-up (its
// database copy, tests/setup/setup.ts), importing it, and its tests and hooks.
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules
      .map((module) => {
        const { setupDuration, collectDuration, duration } = module.diagnostic();
        return { file: module.relativeModuleId, setup: setupDuration, imports: collectDuration, tests: duration, total: setupDuration + collectDuration + duration };
      })
      .sort((a, b) => b.total - a.total)
      .slice(0, SHOWN);
    if (rows.length === 0) return;
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
    const lines = rows.map((row) => `${seconds(row.total)} s  ${row.file}  (set-up ${seconds(row.setup).trim()} s, import ${seconds(row.imports).trim()} s, tests ${seconds(row.tests).trim()} s)`);
    process.stdout.write(`\n== slowest test files (at most ${SHOWN})\n${lines.join("\n")}\n`);
  }
}
