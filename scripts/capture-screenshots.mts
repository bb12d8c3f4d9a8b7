// `npx tsx scripts/capture-screenshots.mts [--no-build]`: the install-sheet screenshots of the
// web app manifest (app/manifest.ts), taken from the production build with the demo account:
//   public/screenshots/today-narrow.png  412 x 915, /today on a phone (form factor "narrow")
//   public/screenshots/soil-wide.png     1280 x 800, a soil report on a wide screen ("wide")
// Uzbek interface; PNGs reduced to a 256-colour palette to stay small. Run again when the
// pages change visibly; the files are committed.
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { buildUnlessSkipped } from "./bench/harness";
import { DEMO, launchBrowser, startDemoServer } from "./bench/demo-server";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3770);

buildUnlessSkipped();
const server = await startDemoServer("screenshots", PORT);
const browser = await launchBrowser();
try {
  mkdirSync("public/screenshots", { recursive: true });
  const shoot = async (viewport: { width: number; height: number }, open: (page: import("@playwright/test").Page) => Promise<void>, file: string) => {
    const context = await browser.newContext({ baseURL: server.base, viewport, locale: "uz-UZ", deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Elektron pochta").fill(DEMO.email);
    await page.getByLabel("Parol").fill(DEMO.password);
    await page.getByRole("button", { name: "Kirish" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await open(page);
    await page.waitForLoadState("networkidle");
    const png = await sharp(await page.screenshot()).png({ palette: true, colours: 256, compressionLevel: 9 }).toBuffer();
    writeFileSync(`public/screenshots/${file}`, png);
    console.log(`public/screenshots/${file}: ${viewport.width}x${viewport.height}, ${(png.length / 1024).toFixed(0)} KB`);
    await context.close();
  };
  await shoot({ width: 412, height: 915 }, (page) => page.goto("/today").then(() => undefined), "today-narrow.png");
  await shoot(
    { width: 1280, height: 800 },
    async (page) => {
      await page.goto("/soil");
      // The demo field's latest report.
      await page.locator('a[href^="/soil/reports/"]').first().click();
      await page.waitForURL(/\/soil\/reports\//);
    },
    "soil-wide.png",
  );
} finally {
  await browser.close();
  await server.stop();
}
