// The activity catalogue as data: every file validates, and the catalogue covers every age
// month 0..72 well enough for the daily plan (see prisma/catalogue/README.md).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assetKeysOf, loadCatalogue, mapAssetKeys } from "@/lib/activities/catalogue";
import { catalogueActivitySchema, interactiveContentSchema } from "@/lib/activities/content-schema";

const dir = path.join(process.cwd(), "prisma/catalogue");
const catalogue = loadCatalogue(dir);
const { activities, categories, assets } = catalogue;
const interactive = activities.flatMap((a) => (a.type === "interactive" ? [a] : []));
const fitting = (month: number) => activities.filter((a) => a.minAgeMonths <= month && month <= a.maxAgeMonths);
const months = Array.from({ length: 73 }, (_, month) => month);

describe("catalogue files", () => {
  it("validate against the schema, with unique slugs", () => {
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(activities.length).toBeGreaterThanOrEqual(60);
    const slugs = activities.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
    for (const file of readdirSync(path.join(dir, "activities"))) {
      const entries = JSON.parse(readFileSync(path.join(dir, "activities", file), "utf8")) as unknown[];
      for (const entry of entries) expect(catalogueActivitySchema.safeParse(entry).success).toBe(true);
    }
  });

  it("has one file per category, each with easy, medium and hard activities", () => {
    for (const category of categories) {
      const own = activities.filter((a) => a.category === category.slug);
      expect(own.length, category.slug).toBeGreaterThanOrEqual(8);
      expect(new Set(own.map((a) => a.difficulty)), category.slug).toEqual(new Set(["easy", "medium", "hard"]));
    }
  });

  it("offers every month 0..72 at least 10 activities from 3+ categories and every difficulty", () => {
    for (const month of months) {
      const pool = fitting(month);
      expect(pool.length, `month ${month}`).toBeGreaterThanOrEqual(10);
      expect(new Set(pool.map((a) => a.category)).size, `month ${month}`).toBeGreaterThanOrEqual(3);
      expect(new Set(pool.map((a) => a.difficulty)).size, `month ${month}`).toBe(3);
    }
  });

  it("has every game type in 4+ activities over 3+ age windows from about 24 months", () => {
    for (const gameType of ["quiz", "true_false", "matching", "sorting"]) {
      const games = interactive.filter((a) => a.content.gameType === gameType);
      expect(games.length, gameType).toBeGreaterThanOrEqual(4);
      const windows = new Set(games.map((a) => `${a.minAgeMonths}-${a.maxAgeMonths}`));
      expect(windows.size, gameType).toBeGreaterThanOrEqual(3);
      expect(Math.min(...games.map((a) => a.minAgeMonths)), gameType).toBeLessThanOrEqual(36);
    }
    for (const game of interactive) expect(game.minAgeMonths, game.slug).toBeGreaterThanOrEqual(24);
  });

  it("illustrates every activity and gives hints in most rounds", () => {
    for (const activity of activities) {
      if (activity.type === "instructional") {
        expect(activity.content.image, activity.slug).toMatch(/\.svg$/);
        continue;
      }
      const rounds = activity.content.rounds;
      for (const round of rounds) {
        const pictured = round.media !== undefined || round.options.every((o) => o.image !== undefined);
        expect(pictured, `${activity.slug}: ${round.question}`).toBe(true);
      }
      expect(rounds.filter((r) => r.hint).length * 2, activity.slug).toBeGreaterThan(rounds.length);
      if (activity.content.gameType === "sorting") {
        // The groups are the options, the same in every round (README: encoding of sorting).
        const groups = rounds.map((r) => JSON.stringify(r.options));
        expect(new Set(groups).size, activity.slug).toBe(1);
      }
    }
  });

  it("is written in Uzbek Latin with plain ASCII apostrophes", () => {
    for (const file of ["categories.json", ...readdirSync(path.join(dir, "activities")).map((f) => `activities/${f}`)]) {
      const text = readFileSync(path.join(dir, file), "utf8");
      expect(text, file).not.toMatch(/[\u0400-\u04FF]/); // Cyrillic
      expect(text, file).not.toMatch(/[\u02BB\u02BC\u2018\u2019`]/); // other apostrophes
    }
  });
});

describe("catalogue assets", () => {
  const referenced = new Set(activities.flatMap((a) => assetKeysOf(a.content)));
  const files = readdirSync(path.join(dir, "assets"));

  it("has a file for every referenced key and a reference for every file", () => {
    expect([...referenced].filter((key) => !files.includes(key))).toEqual([]);
    expect(files.filter((file) => !referenced.has(file))).toEqual([]);
    expect(assets.map((a) => a.key).sort()).toEqual([...files].sort());
  });

  it("has safe, small, self-contained SVG images", () => {
    const svgs = files.filter((f) => f.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThanOrEqual(60);
    for (const file of svgs) {
      const svg = readFileSync(path.join(dir, "assets", file), "utf8");
      expect(statSync(path.join(dir, "assets", file)).size, file).toBeLessThan(6 * 1024);
      expect(svg, file).toMatch(/^<svg [^>]*viewBox="0 0 200 200"/);
      expect(svg, file).not.toMatch(/<script|<foreignObject|<iframe|<image|javascript:/i);
      expect(svg, file).not.toMatch(/\son[a-z]+\s*=/i);
      expect(svg, file).not.toMatch(/href\s*=\s*["'](?!#)/i);
      expect(svg, file).not.toMatch(/url\(\s*["']?(?!#)/i);
      expect(svg, file).not.toMatch(/@import/i);
    }
  });

  it("has voice instructions for at least 4 instructional activities, as small MP3 files", () => {
    const voiced = activities.filter((a) => a.type === "instructional" && a.content.audio);
    expect(voiced.length).toBeGreaterThanOrEqual(4);
    for (const activity of voiced) {
      if (activity.type !== "instructional") continue;
      const key = activity.content.audio!;
      expect(key).toBe(`ovoz-${activity.slug}.mp3`);
      const data = readFileSync(path.join(dir, "assets", key));
      expect(data.length, key).toBeLessThan(150 * 1024);
      // An MPEG audio frame sync (no ID3 tag is written) or an ID3 tag.
      expect(data[0] === 0xff && (data[1] & 0xe0) === 0xe0 || data.subarray(0, 3).toString() === "ID3", key).toBe(true);
    }
  });

  it("maps every asset key of a content and nothing else", () => {
    const game = interactive[0];
    const mapped = mapAssetKeys(game.content, (key) => `id:${key}`);
    expect(assetKeysOf(mapped)).toEqual(assetKeysOf(game.content).map((key) => `id:${key}`));
    expect(mapped.rounds.map((r) => r.question)).toEqual(game.content.rounds.map((r) => r.question));
  });
});

describe("content schema", () => {
  const round = {
    question: "Qaysi biri olma?",
    options: [{ label: "Olma", value: "olma" }, { label: "Anor", value: "anor" }],
    answer: "olma",
  };
  const game = { gameType: "quiz", rounds: [round, round, round] };

  it("accepts a valid game and rejects an answer that is no option's value", () => {
    expect(interactiveContentSchema.safeParse(game).success).toBe(true);
    const bad = interactiveContentSchema.safeParse({ ...game, rounds: [round, round, { ...round, answer: "uzum" }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(["rounds", 2, "answer"]);
  });

  it("rejects duplicate option values and true_false rounds without true/false values", () => {
    const twice = { ...round, options: [round.options[0], round.options[0]] };
    expect(interactiveContentSchema.safeParse({ ...game, rounds: [round, round, twice] }).success).toBe(false);
    expect(interactiveContentSchema.safeParse({ ...game, gameType: "true_false" }).success).toBe(false);
  });

  it("requires the content shape to follow the type and the age window to be ordered", () => {
    const base = {
      slug: "sinov", category: "nutq", title: "Sinov", description: "Sinov.", durationMinutes: 5,
      difficulty: "easy", minAgeMonths: 10, maxAgeMonths: 20, skill: "Sinov.",
    };
    expect(catalogueActivitySchema.safeParse({ ...base, type: "interactive", content: game }).success).toBe(true);
    expect(catalogueActivitySchema.safeParse({ ...base, type: "instructional", content: game }).success).toBe(false);
    const reversed = { ...base, minAgeMonths: 30, type: "interactive", content: game };
    expect(catalogueActivitySchema.safeParse(reversed).success).toBe(false);
  });
});
