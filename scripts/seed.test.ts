// The scripts that run before a server starts on the embedded database must exit once their work
// is done: a seed that stayed open after its last line hung every second quick start, `npm start`
// and `npm run dev` without DATABASE_URL, and the browser tests' server (PGlite was left open).
// Runs the real commands, as the quick start does, on a data directory of their own.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "seed-exit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A script's work ends with its last line; it must be gone this soon after.
const EXIT_AFTER_LAST_LINE_MS = 5_000;
// A hang is killed here, so it fails the test instead of timing it out.
const HARD_LIMIT_MS = 300_000;

interface Run {
  code: number | null;
  output: string;
  /** Milliseconds from the last line printed to the process's exit. */
  lingered: number;
}

function runScript(script: string, extraEnv: Record<string, string> = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_DATABASE_DIR: path.join(dir, "pglite"), LOG_LEVEL: "silent", ...extraEnv };
  delete env.DATABASE_URL;
  delete env.EMBEDDED_DATABASE_SNAPSHOT;
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let lastLineAt = Date.now();
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      lastLineAt = Date.now();
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    const killer = setTimeout(() => child.kill("SIGKILL"), HARD_LIMIT_MS);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, output, lingered: Date.now() - lastLineAt });
    });
  });
}

describe("db:migrate and db:seed on the embedded database", () => {
  it("each exits as soon as its work is done, on a new directory and again on the same one", async () => {
    const runs: [string, Run][] = [];
    for (const [script, env] of [
      ["db:migrate", {}],
      ["db:seed", {}],
      ["db:seed", {}], // the quick start's second start
      ["db:seed", { NODE_ENV: "production" }], // `npm start` seeds the catalogue only
    ] as const) {
      runs.push([script, await runScript(script, env)]);
    }
    for (const [script, run] of runs) {
      expect(run.code, `${script} exit code; it printed:\n${run.output}`).toBe(0);
      expect(run.lingered, `${script} stayed ${run.lingered} ms after its last line`).toBeLessThan(EXIT_AFTER_LAST_LINE_MS);
    }
    expect(runs[1][1].output).toContain("(children and a field added)");
    expect(runs[2][1].output).toContain("demo account");
    expect(runs[2][1].output).not.toContain("added"); // idempotent: the second seed changes nothing
  }, 4 * HARD_LIMIT_MS);
});
