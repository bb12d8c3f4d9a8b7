// scripts/ensure-browser.mjs run as `npm test` runs it, in environments built for each case: a
// PATH with a Chromium on it, and a machine where no browser can be found or downloaded.
import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync, chmodSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findSystemChromium, NO_BROWSER_MESSAGE } from "./ensure-browser.mjs";

const emptyDir = () => mkdtempSync(path.join(tmpdir(), "ensure-browser-"));

/** Runs the script with only the given variables (no inherited PATH, browsers path or proxy). */
function runScript(env: Record<string, string>) {
  return spawnSync(process.execPath, ["scripts/ensure-browser.mjs"], {
    env: { NODE_ENV: "test", HOME: emptyDir(), ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("findSystemChromium", () => {
  it("finds chromium or chromium-browser on PATH, in PATH order, and nothing on an empty PATH", () => {
    const [first, second] = [emptyDir(), emptyDir()];
    mkdirSync(path.join(first, "chromium")); // a directory named chromium is not an executable
    const fake = path.join(second, "chromium-browser");
    writeFileSync(fake, "#!/bin/sh\n");
    chmodSync(fake, 0o755);
    expect(findSystemChromium({ PATH: [first, second].join(path.delimiter) })).toBe(fake);
    expect(findSystemChromium({ PATH: emptyDir() })).toBeNull();
    expect(findSystemChromium({})).toBeNull();
  });

  it("prefers the headless shell to a full chromium found earlier on PATH", () => {
    const [first, second] = [emptyDir(), emptyDir()];
    const executable = (dir: string, name: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, "#!/bin/sh\n");
      chmodSync(file, 0o755);
      return file;
    };
    executable(first, "chromium");
    const shell = executable(second, "chromium-headless-shell");
    expect(findSystemChromium({ PATH: [first, second].join(path.delimiter) })).toBe(shell);
  });
});

describe("ensure-browser.mjs", () => {
  it("with no browser on PATH, none of Playwright's and no download possible: one line saying what to install", () => {
    const run = runScript({
      PATH: emptyDir(),
      PLAYWRIGHT_BROWSERS_PATH: emptyDir(),
      // Connection refused at once: the download fails as it would on a machine without internet.
      PLAYWRIGHT_DOWNLOAD_HOST: "http://127.0.0.1:9",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    const lines = run.stderr.trim().split("\n");
    expect(lines.at(-1)).toBe(NO_BROWSER_MESSAGE);
    expect(lines.length).toBeLessThanOrEqual(2); // the "downloading..." note and the instruction
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  const system = findSystemChromium(process.env);
  it.runIf(system)("uses the system's Chromium found on PATH and prints its path", () => {
    const bin = emptyDir();
    symlinkSync(system!, path.join(bin, "chromium"));
    const run = runScript({ PATH: bin, PLAYWRIGHT_BROWSERS_PATH: emptyDir(), PLAYWRIGHT_DOWNLOAD_HOST: "http://127.0.0.1:9" });
    expect(run.stderr).not.toContain(NO_BROWSER_MESSAGE);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(path.join(bin, "chromium"));
  });

  it("refuses an E2E_CHROMIUM that does not start, naming it", () => {
    const run = runScript({ PATH: emptyDir(), E2E_CHROMIUM: "/nonexistent/chromium" });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe("E2E_CHROMIUM=/nonexistent/chromium does not start: point it at a working Chromium or unset it.");
  });
});
