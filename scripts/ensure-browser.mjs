// Makes sure the browser tests have a Chromium before `npm test` reaches them, in this order:
//   1. E2E_CHROMIUM, when set to an executable;
//   2. the system's Chromium on PATH: Debian's headless shell (`apt-get install
//      chromium-headless-shell`) first, else its browser (`apt-get install chromium`);
//   3. Playwright's own Chromium, downloading it (`npx playwright install chromium`) when missing.
// Each candidate must actually start (a browser that exists but lacks shared libraries counts as
// missing). Prints the executable to use on stdout (empty for Playwright's own, which Playwright
// finds itself); when no browser can be had, prints ONE line saying what to install and exits 1.
// Usage: E2E_CHROMIUM=$(node scripts/ensure-browser.mjs)
import { spawnSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

// The headless shell is the same engine without the browser's user interface, and the build
// Playwright itself runs headless tests in; four browser specs took 70 s in it against 85 s in
// the full browser on a 2-core machine (docs/testing.md). The full browser is the fallback.
export const HEADLESS_SHELL = "chromium-headless-shell";
export const SYSTEM_NAMES = ["chromium", "chromium-browser"];
export const NO_BROWSER_MESSAGE =
  "No Chromium for the browser tests: install one with `sudo apt-get install chromium-headless-shell` (Debian/Ubuntu) or `npx playwright install --with-deps chromium` (needs internet), then run `npm test` again.";

const require = createRequire(import.meta.url);

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The first of `names` found on the PATH of `env`, in PATH order, or null. */
function findOnPath(env, names) {
  for (const dir of (env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const file = path.join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return null;
}

/** The system's Chromium: the headless shell anywhere on the PATH of `env`, else the first of SYSTEM_NAMES, or null. */
export function findSystemChromium(env = process.env) {
  return findOnPath(env, [HEADLESS_SHELL]) ?? findOnPath(env, SYSTEM_NAMES);
}

/** Whether Playwright can start Chromium (the given executable, or its own when undefined). */
export async function canLaunch(executablePath) {
  const { chromium } = await import("playwright-core");
  try {
    const browser = await chromium.launch({ executablePath, timeout: 30_000, args: ["--disable-gpu", "--no-first-run"] });
    await browser.close();
    return true;
  } catch {
    return false;
  }
}

/** Downloads Playwright's Chromium; its output is kept back unless it is asked for. */
function installPlaywrightChromium(env) {
  const cli = path.join(path.dirname(require.resolve("@playwright/test/package.json")), "cli.js");
  console.error("No system Chromium found: downloading Playwright's (npx playwright install chromium)...");
  const result = spawnSync(process.execPath, [cli, "install", "chromium"], { env, encoding: "utf8", timeout: 600_000 });
  if (result.status !== 0 && env.E2E_BROWSER_VERBOSE) console.error(result.stdout, result.stderr);
  return result.status === 0;
}

/** `{ executablePath }` (undefined: Playwright's own) or `{ error }` with one line to print. */
export async function ensureBrowser(env = process.env) {
  if (env.E2E_CHROMIUM) {
    if (await canLaunch(env.E2E_CHROMIUM)) return { executablePath: env.E2E_CHROMIUM };
    return { error: `E2E_CHROMIUM=${env.E2E_CHROMIUM} does not start: point it at a working Chromium or unset it.` };
  }
  const system = findSystemChromium(env);
  if (system && (await canLaunch(system))) return { executablePath: system };
  if (await canLaunch(undefined)) return { executablePath: undefined };
  if (installPlaywrightChromium(env) && (await canLaunch(undefined))) return { executablePath: undefined };
  return { error: NO_BROWSER_MESSAGE };
}

// Run as a script (no top-level await: playwright.config.ts loads this file with require()).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureBrowser().then((result) => {
    if (result.error) {
      console.error(result.error);
      process.exit(1);
    }
    console.error(`Browser tests use ${result.executablePath ?? "Playwright's own Chromium"}.`);
    console.log(result.executablePath ?? "");
  });
}
