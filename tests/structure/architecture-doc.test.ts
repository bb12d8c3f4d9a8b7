// docs/architecture.md matches the tree: every top-level folder of the repository and every
// folder of lib/ is named in it, so a new folder cannot appear without the document saying
// what it holds, and its table lists no folder that is gone. Folders come from git (tracked files), so node_modules/ and build output do
// not count; lib/generated/ is not tracked but is listed because the code imports it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const doc = readFileSync("docs/architecture.md", "utf8");
const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { encoding: "utf8" }).split("\n").filter(Boolean);

/** The folders directly under `prefix` that hold a tracked or new file. */
function foldersUnder(prefix: string): string[] {
  const folders = new Set<string>();
  for (const file of tracked) {
    if (!file.startsWith(prefix)) continue;
    const rest = file.slice(prefix.length).split("/");
    if (rest.length > 1 && !rest[0].startsWith(".")) folders.add(`${prefix}${rest[0]}/`);
  }
  return [...folders].sort();
}

export const named = (text: string, folder: string) => new RegExp(`(?<![\\w./-])${folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(text);

describe("docs/architecture.md", () => {
  const top = foldersUnder("");
  const lib = [...new Set([...foldersUnder("lib/"), "lib/generated/"])].sort();

  it("sees the tree", () => {
    expect(top).toEqual(expect.arrayContaining(["app/", "components/", "lib/", "tests/"]));
    expect(lib).toEqual(expect.arrayContaining(["lib/http/", "lib/endpoints/", "lib/db/"]));
    expect(top).not.toContain("node_modules/");
  });

  it("names every top-level folder", () => {
    expect(top.filter((folder) => !named(doc, `\`${folder}\``))).toEqual([]);
  });

  it("names every folder of lib/", () => {
    expect(lib.filter((folder) => !named(doc, `\`${folder}\``))).toEqual([]);
  });

  it("lists no folder that is not in the tree", () => {
    const listed = [...doc.slice(doc.indexOf("## The tree")).matchAll(/^\| `([\w.-]+\/(?:[\w.-]+\/)?)` \|/gm)].map((match) => match[1]);
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.filter((folder) => ![...top, ...lib].includes(folder))).toEqual([]);
  });

  it("tells a named folder from one that is not", () => {
    expect(named("| `lib/soil/` | soil |", "`lib/soil/`")).toBe(true);
    expect(named("| `lib/soil/` | soil |", "`lib/weather/`")).toBe(false);
  });
});
