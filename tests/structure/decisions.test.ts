// Every decision in docs/decisions/ starts with its date and its status (accepted, or superseded
// by a later one), as docs/decisions/README.md says, and the README's table lists each with the
// same date and status. A decision it names as amending or superseding exists.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DIR = "docs/decisions";
const HEADER = /^Date: (\d{4}-\d{2}-\d{2}) · Status: ((accepted|superseded by \d{3})\b.*)$/m;

export type Decision = { number: string; file: string; title: string; date: string; status: string };

/** The decision of one file, or why its start is not one. */
export function readDecision(file: string, text: string): Decision | string {
  const number = file.slice(0, 3);
  const title = text.match(/^# (\d{3}) — (.+)$/m);
  if (!title || title[1] !== number) return `${file}: no "# ${number} — <title>" line`;
  const header = text.match(HEADER);
  if (!header || text.indexOf(header[0]) > text.indexOf("\n## ")) return `${file}: no "Date: YYYY-MM-DD · Status: accepted|superseded by N" before its first section`;
  return { number, file, title: title[2], date: header[1], status: header[2] };
}

const files = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort();
const read = files.map((file) => readDecision(file, readFileSync(`${DIR}/${file}`, "utf8")));
const decisions = read.filter((entry): entry is Decision => typeof entry !== "string");
const index = readFileSync(`${DIR}/README.md`, "utf8");

describe("docs/decisions", () => {
  it("finds the decisions", () => {
    expect(files.length).toBeGreaterThan(12);
  });

  it("gives every decision a date and a status", () => {
    expect(read.filter((entry) => typeof entry === "string")).toEqual([]);
  });

  it("dates a later decision no earlier than the one before it", () => {
    const outOfOrder = decisions.filter((decision, i) => i > 0 && decision.date < decisions[i - 1].date);
    expect(outOfOrder.map((decision) => decision.file)).toEqual([]);
  });

  it("lists every decision in the README with its date and status", () => {
    const missing = decisions.filter((decision) => {
      const row = index.split("\n").find((line) => line.startsWith(`| ${decision.number} |`));
      const [, , link, date, status] = (row ?? "").split("|").map((cell) => cell.trim());
      return !link?.includes(`(${decision.file})`) || date !== decision.date || status.split(" (")[0] !== decision.status.split(/[ ;(]/)[0];
    });
    expect(missing.map((decision) => decision.file)).toEqual([]);
  });

  it("names only decisions that exist as amending or superseding one", () => {
    const numbers = new Set(decisions.map((decision) => decision.number));
    const named = decisions.flatMap((decision) => [...decision.status.matchAll(/(?:amended|superseded) by (\d{3})/g)].map((match) => `${decision.file}: ${match[1]}`));
    expect(named.filter((entry) => !numbers.has(entry.slice(-3)))).toEqual([]);
  });

  it("tells a decision's start from one without a date or status", () => {
    expect(readDecision("014-x.md", "# 014 — X\n\nDate: 2026-11-27 · Status: accepted\n\n## Context\n")).toMatchObject({ date: "2026-11-27", status: "accepted" });
    expect(readDecision("014-x.md", "# 014 — X\n\nDate: 2026-11-27 · Status: superseded by 015\n\n## Context\n")).toMatchObject({ status: "superseded by 015" });
    expect(readDecision("014-x.md", "# 014 — X\n\n## Context\nDate: 2026-11-27 · Status: accepted\n")).toMatch(/no "Date/);
    expect(readDecision("014-x.md", "# 014 — X\n\nDate: 2026-11-27 · Status: proposed\n\n## Context\n")).toMatch(/no "Date/);
    expect(readDecision("014-x.md", "# 013 — X\n\nDate: 2026-11-27 · Status: accepted\n\n## Context\n")).toMatch(/no "# 014/);
  });
});
