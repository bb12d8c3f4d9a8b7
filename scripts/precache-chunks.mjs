// Which of Next's build files the service worker precaches (serwist.config.mjs): the files every
// page loads first (the framework, each page's entry chunks and CSS), read from the build's own
// manifests, and the chunks the soil form loads after its first step (steps 2-4, sending, photo
// compression), so the form works in the field even if it was never opened online (issue 28).
// Left out: other chunks loaded on demand (mostly the API reference on /docs, megabytes of
// JavaScript a parent or farmer never needs); the worker caches those at first use instead.
import { readFileSync } from "node:fs";
import { globSync } from "glob";

const CHUNK = /static\/chunks\/[\w.-]+\.(?:js|css)/g;

/** Paths like "static/chunks/abc.js" under .next/ that some page needs to start. */
export function entryChunks(distDir = ".next") {
  const build = JSON.parse(readFileSync(`${distDir}/build-manifest.json`, "utf8"));
  const wanted = new Set(build.rootMainFiles);
  for (const file of globSync(`${distDir}/server/app/**/page_client-reference-manifest.js`)) {
    if (file.includes("/app/docs/")) continue;
    for (const chunk of readFileSync(file, "utf8").match(CHUNK) ?? []) wanted.add(chunk);
  }
  for (const chunk of lazyChunksOf(distDir, "(farmers)/soil/new")) wanted.add(chunk);
  return wanted;
}

/**
 * The chunks a page loads on demand: the bundler writes their paths into the page's own chunks
 * (Turbopack's loader), so they are read from there, and from the chunks found, until no new
 * one turns up.
 */
export function lazyChunksOf(distDir, page) {
  const manifest = readFileSync(`${distDir}/server/app/${page}/page_client-reference-manifest.js`, "utf8");
  const entries = new Set(manifest.match(CHUNK) ?? []);
  const found = new Set();
  const queue = [...entries].filter((chunk) => chunk.endsWith(".js"));
  while (queue.length > 0) {
    const chunk = queue.shift();
    let text = "";
    try {
      text = readFileSync(`${distDir}/${chunk}`, "utf8");
    } catch {
      continue;
    }
    for (const next of text.match(CHUNK) ?? []) {
      if (entries.has(next) || found.has(next)) continue;
      found.add(next);
      if (next.endsWith(".js")) queue.push(next);
    }
  }
  return found;
}
