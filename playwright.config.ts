import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium where installed (Playwright cannot download its own browser here).
const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--disable-gpu", "--disable-quic", "--disable-sync", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  // A phone in Uzbekistan: the app must default to Uzbek from the browser language.
  projects: [{ name: "phone", use: { ...devices["Pixel 7"], browserName: "chromium", locale: "uz-UZ" } }],
  webServer: {
    // A production build on its own database (see scripts/e2e-server.mjs).
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
