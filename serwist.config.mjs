// @ts-check
// Builds the service worker (app/sw.ts -> public/sw.js) after `next build`: `serwist build
// serwist.config.mjs` (Serwist's configurator mode, https://serwist.pages.dev/docs/next/config).
// Running after Next means the precache list sees the finished .next/static output.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { serwist } from "@serwist/next/config";
import { entryChunks } from "./scripts/precache-chunks.mjs";

// The offline page is rendered by the server, so it has no content hash: the build id versions
// it, so each deployment refreshes it.
const buildId = (() => {
  try {
    return readFileSync(".next/BUILD_ID", "utf8").trim();
  } catch {
    return randomUUID();
  }
})();

export default serwist({
  swSrc: "app/sw.ts",
  swDest: "public/sw.js",
  // Install-sheet screenshots are only read by the browser's install dialog.
  globIgnores: ["public/screenshots/**"],
  additionalPrecacheEntries: [{ url: "/~offline", revision: buildId }],
  manifestTransforms: [
    (entries) => {
      const wanted = entryChunks();
      const keep = entries.filter((entry) => {
        const chunk = entry.url.match(/static\/chunks\/.+$/)?.[0];
        return !chunk || wanted.has(chunk);
      });
      return { manifest: keep, warnings: [] };
    },
  ],
});
