// Every file a comment or a document cites is in the repository, and none cites a path on a
// particular machine (research notes once lived in a folder beside the checkout, which a reader
// of the repository cannot open). Checked: every Markdown file, and the comments of our source
// files, shell scripts, deploy units, nginx site, YAML, SQL, CSS and .env.example. A citation is a path ending in a file extension: with a folder it must exist from the
// root, from the citing file's folder, or as the end of a repository path ("rules/crops.ts" in
// lib/soil/); a bare name ("soil-rules.md") must be the name of some file here. Placeholders
// (`<area>.ts`, `*.test.ts`, `{id}.json`) and URLs are not citations.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, filesUnder } from "./source-files";

const EXTENSIONS = "md|ts|tsx|mts|mjs|json|csv|geojson|sh|yaml|yml|prisma";
const CITATION = new RegExp(`(?<![\\w.*/{<>$@~:\\\\-])((?:[\\w.][\\w.-]*/)*\\w[\\w.-]*\\.(?:${EXTENSIONS}))(?![\\w*{<-])`, "g");
const ABSOLUTE = /(?<![\w.:~/-])\/(?:work|home|Users|tmp|root|opt|mnt|srv)\/[\w.-]+/g;
// The one absolute path a document may name: where docs/deploy.md and the units in deploy/ install
// the app on a production server (a path of that server, not of a machine the code was written on).
const INSTALL_DIR = "/opt/oila-dala";
const URL = /\b[a-z][a-z+.-]*:\/\/[^\s)>\]`'"]+/gi;
// Files whose text is not ours: generated from the OpenAPI document. The data folders' SOURCE.md
// files record where data came from, with paths inside other repositories.
const NOT_OURS = (file: string) => file === "e2e/contract/schema.d.ts" || file.endsWith("/SOURCE.md");
// Not citations of our files: the build's output (.next/), a data file's bare name (the ZIP export's
// account.json, a shell example's tokens.json), and Next's loading.tsx, named where pages have none.
const NOT_CITATIONS = (cited: string) => cited.startsWith(".next/") || /^[^/]+\.(json|csv|geojson)$/.test(cited) || cited === "loading.tsx";

const allFiles = filesUnder(".", /./).map((file) => file.replace(/^\.\//, ""));
const existing = new Set(allFiles);
const names = new Set(allFiles.map((file) => path.posix.basename(file)));

// Files whose comments start with "#": shell scripts, the deploy units and nginx site, YAML,
// TOML and the environment example. SQL comments start with "--", CSS has block comments only.
const HASH_COMMENTS = /(\.(sh|conf|service|ya?ml|toml)|^\.env\.example)$/;

function commentsOf(file: string, text: string): string {
  // A "//" inside a string is rare enough here, and URLs are dropped below.
  if (HASH_COMMENTS.test(path.posix.basename(file))) return (text.match(/(?<![\w$])#[^\n]*/g) ?? []).join("\n");
  if (file.endsWith(".sql")) return (text.match(/--[^\n]*/g) ?? []).join("\n");
  if (file.endsWith(".css")) return (text.match(/\/\*[\s\S]*?\*\//g) ?? []).join("\n");
  return (text.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? []).join("\n");
}

/** Whether `cited`, written in `from`, names a file of the repository. */
export function citationExists(cited: string, from: string): boolean {
  if (!cited.includes("/")) return names.has(cited);
  const clean = cited.replace(/^\.\//, "");
  if (existing.has(path.posix.normalize(clean))) return true;
  if (existing.has(path.posix.normalize(path.posix.join(path.posix.dirname(from), clean)))) return true;
  return allFiles.some((file) => file.endsWith(`/${clean}`));
}

function citationsOf(file: string): { cited: string[]; absolute: string[] } {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const prose = (file.endsWith(".md") ? text : commentsOf(file, text)).replace(URL, " ");
  const cited = [...prose.matchAll(CITATION)].map((match) => match[1]).filter((path) => !NOT_CITATIONS(path));
  return { cited, absolute: (prose.match(ABSOLUTE) ?? []).filter((found) => found !== INSTALL_DIR) };
}

const checked = allFiles.filter((file) => (/\.(md|ts|tsx|mts|mjs|sql|css)$/.test(file) || HASH_COMMENTS.test(path.posix.basename(file))) && !NOT_OURS(file));

// A Markdown link to a section ("soils.md#laboratory-classes", "#corrected-age") must name a
// heading of that file, as GitHub makes anchors of headings: lower case, punctuation dropped,
// spaces as hyphens, "-1", "-2" for repeats. Sections are cited by heading, not by number.
const SECTION_LINK = /\]\(((?:[\w.-]+\/)*[\w.-]+\.md)?#([^)\s]+)\)/g;

export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/```[\s\S]*?```/g, "").matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_]/g, "");
    const slug = text.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, "").replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function brokenSectionLinks(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(SECTION_LINK)].flatMap(([, target, anchor]) => {
    const linked = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
    if (!existing.has(linked)) return []; // a missing file is the test above's finding
    return anchorsOf(readFileSync(path.join(ROOT, linked), "utf8")).has(decodeURIComponent(anchor)) ? [] : [`${file}: ${target ?? ""}#${anchor}`];
  });
}

describe("cited paths", () => {
  it("checks the documents, the source files and the other files' comments", () => {
    expect(checked.filter((file) => file.endsWith(".md")).length).toBeGreaterThan(20);
    expect(checked).toEqual(expect.arrayContaining([".env.example", "deploy/nginx.conf", "deploy/oila-dala@.service", "redocly.yaml", "scripts/test.sh"]));
    expect(checked.length).toBeGreaterThan(500);
  });

  it("finds every cited file in the repository", () => {
    const missing = checked.flatMap((file) => citationsOf(file).cited.filter((cited) => !citationExists(cited, file)).map((cited) => `${file}: ${cited}`));
    expect(missing).toEqual([]);
  });

  it("cites no absolute path outside the repository", () => {
    const absolute = checked.flatMap((file) => citationsOf(file).absolute.map((found) => `${file}: ${found}`));
    expect(absolute).toEqual([]);
  });

  it("finds the heading of every section a document links to", () => {
    const broken = checked.filter((file) => file.endsWith(".md")).flatMap(brokenSectionLinks);
    expect(broken).toEqual([]);
  });

  it("tells a missing citation from a present one", () => {
    expect(citationExists("docs/research/soils.md", "lib/soil/rules/lab-classes.test.ts")).toBe(true);
    expect(citationExists("rules/crops.ts", "docs/soil-rules.md")).toBe(true);
    expect(citationExists("soils.md", "lib/soil/rules/lab-classes.test.ts")).toBe(true);
    expect(citationExists("child-development-notes.md", "lib/children/growth.ts")).toBe(false);
    expect(citationExists("research/missing.md", "docs/growth.md")).toBe(false);
    expect("see /home/builder/notes/children.md".match(ABSOLUTE)).toEqual(["/home/builder"]);
  });

  it("makes anchors of headings as GitHub does", () => {
    const anchors = anchorsOf("# Notes\n## Soil reaction (pH) classes\n## 9. What is uncertain\n## Notes\n```\n# not a heading\n```\n");
    expect([...anchors]).toEqual(["notes", "soil-reaction-ph-classes", "9-what-is-uncertain", "notes-1"]);
  });
});
