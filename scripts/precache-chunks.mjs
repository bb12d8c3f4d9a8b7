// Which of Next's build files the service worker precaches (serwist.config.mjs): the files every
// page loads first (the framework, each page's entry chunks and CSS), read from the build's own
// manifests. Left out: chunks loaded on demand (mostly the API reference on /docs, megabytes of
// JavaScript a parent or farmer never needs); the worker caches those at first use instead.
import { readFileSync } from "node:fs";
import { globSync } from "glob";

/** Paths like "static/chunks/abc.js" under .next/ that some page needs to start. */
export function entryChunks(distDir = ".next") {
  const build = JSON.parse(readFileSync(`${distDir}/build-manifest.json`, "utf8"));
  const wanted = new Set(build.rootMainFiles);
  for (const file of globSync(`${distDir}/server/app/**/page_client-reference-manifest.js`)) {
    if (file.includes("/app/docs/")) continue;
    for (const chunk of readFileSync(file, "utf8").match(/static\/chunks\/[\w.-]+\.(?:js|css)/g) ?? []) wanted.add(chunk);
  }
  return wanted;
}
