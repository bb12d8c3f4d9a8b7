import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { STANDIN_APP_PORT, STANDIN_ENABLED, STANDIN_GEMINI_PORT } from "./e2e/fixtures/standin-ports";

// The browser `npm test` chose (scripts/ensure-browser.mjs; empty: Playwright's own). Run
// directly: the system's Chromium on PATH, as that script looks for it (Playwright's loader
// cannot import the .mjs), else Playwright's own.
const onPath = (names: string[]) =>
  (process.env.PATH ?? "")
    .split(path.delimiter)
    .flatMap((dir) => names.map((name) => path.join(dir, name)))
    .find((file) => path.isAbsolute(file) && existsSync(file));
const systemChromium = () => onPath(["chromium-headless-shell"]) ?? onPath(["chromium", "chromium-browser"]);
const chromium = process.env.E2E_CHROMIUM !== undefined ? process.env.E2E_CHROMIUM || undefined : systemChromium();
// `npm test` picks a free port (scripts/free-port.mjs) and passes it here.
const port = Number(process.env.E2E_PORT ?? 3100);
// Every browser test registers a fresh user from 127.0.0.1; the suite outgrew the default
// 20 registrations per IP and hour (the limit itself is covered by tests/api/auth/rate-limits.test.ts).
const serverEnv = { RATE_LIMIT_REGISTER_PER_HOUR: process.env.RATE_LIMIT_REGISTER_PER_HOUR ?? "1000" };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers share the one server: every test registers users of its own, so tests do not
  // depend on each other's data; a file's tests still run in order. E2E_WORKERS=1 runs one at a
  // time (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS) || 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace while the tests run: recording one (a screencast and DOM snapshots of every step)
    // took a sixth of the browser tests' CPU. To see a failure step by step, run that test again
    // with `--trace on` (docs/testing.md).
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--disable-gpu", "--disable-quic", "--disable-sync", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  // A phone in Uzbekistan: the app must default to Uzbek from the browser language.
  projects: [
    { name: "phone", testIgnore: /farmers-standin\.spec\.ts/, use: { ...devices["Pixel 7"], browserName: "chromium", locale: "uz-UZ" } },
    // The same build with a Gemini API key and a stand-in model the tests run themselves
    // (e2e/fixtures/standin-server.mjs); E2E_STANDIN=0 skips it.
    ...(STANDIN_ENABLED
      ? [
          {
            name: "phone-standin",
            testMatch: /farmers-standin\.spec\.ts/,
            use: { ...devices["Pixel 7"], browserName: "chromium" as const, locale: "uz-UZ", baseURL: `http://127.0.0.1:${STANDIN_APP_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // A production build on its own database (see scripts/e2e-server.mjs).
      command: `node scripts/e2e-server.mjs ${port}`,
      url: `http://127.0.0.1:${port}/api/health`,
      env: serverEnv,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    ...(STANDIN_ENABLED
      ? [
          {
            command: `node e2e/fixtures/standin-server.mjs ${STANDIN_APP_PORT} ${STANDIN_GEMINI_PORT}`,
            url: `http://127.0.0.1:${STANDIN_APP_PORT}/api/health`,
            env: serverEnv,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
          },
        ]
      : []),
  ],
});
