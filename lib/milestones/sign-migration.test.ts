// The migration that turned every act-early sign into a question whose good answer is "yes"
// (prisma/migrations/20261126600000_positive_act_early_signs): stored answers move to the new
// ids with their meaning kept, so the doctor note says the same before and after. Run on an
// embedded PostgreSQL migrated up to the migration before it.
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, readMigrations } from "@/lib/db/migrations";
import { catalogueItem } from "@/lib/milestones/catalogue";
import { adviceReasons } from "@/lib/milestones/rules";
import type { Answer } from "@/lib/milestones/schemas";

const MIGRATION = "20261126600000_positive_act_early_signs";

// The sign ids before the migration, when "yes" meant "I notice this sign" (a concern).
const OLD_SIGNS = [
  "s02-no-sound-reaction", "s02-no-face", "s04-no-head", "s04-no-hands-mouth", "s06-no-reach", "s06-no-laugh",
  "s09-no-name", "s12-no-gestures", "s15-no-pointing", "s18-no-requests", "s24-no-sharing-wants", "s30-no-pretend",
  "s36-hard-to-understand", "s48-no-play-with-others", "s60-short-attention",
  ...[2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60].map((age) => `s${String(age).padStart(2, "0")}-lost-skills`),
];
const ANSWERS: Answer[] = ["yes", "not_yet", "not_sure"];

let db: PGlite;
const child = randomUUID();

beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
  const all = readMigrations();
  expect(all.map((m) => m.name)).toContain(MIGRATION);
  await applyMigrations(db, all.filter((m) => m.name < MIGRATION));
  const user = randomUUID();
  await db.query(`INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, 'P', 'x')`, [user, `${user}@example.com`]);
  await db.query(`INSERT INTO children (id, user_id, name, birth_date, gender) VALUES ($1, $2, 'C', '2021-01-01', 'female')`, [child, user]);
  const rows = [...OLD_SIGNS.map((id, i) => [id, ANSWERS[i % 3]]), ["m09-sits", "yes"], ["m12-waves", "not_yet"]];
  for (const [id, answer] of rows) {
    await db.query(`INSERT INTO milestone_answers (child_id, milestone_id, answer, answered_on) VALUES ($1, $2, $3, '2024-06-01')`, [child, id, answer]);
  }
});

afterAll(async () => {
  await db?.close();
});

describe(MIGRATION, () => {
  it("moves every sign answer to its new id and flips yes and no, keeping the meaning", async () => {
    const before = await answers();
    // Before: a sign answered "yes" (noticed) was the concern.
    const concernsBefore = [...before].filter(([id, answer]) => id.startsWith("s") && answer === "yes").map(([id]) => id);
    await applyMigrations(db, readMigrations());
    const after = await answers();

    expect(after.size).toBe(before.size);
    for (const id of after.keys()) expect(catalogueItem(id), `${id} is in the catalogue`).toBeDefined();
    for (const [id, answer] of after) {
      if (id.startsWith("m")) expect(answer).toBe(before.get(id));
    }
    const flipped = { yes: "not_yet", not_yet: "yes", not_sure: "not_sure" } as const;
    const oldToNew = new Map(await mapping());
    for (const [index, old] of OLD_SIGNS.entries()) expect(after.get(oldToNew.get(old)!), old).toBe(flipped[ANSWERS[index % 3]]);

    // The doctor note rests on the same signs: each concern before is a concern after.
    const concernsAfter = adviceReasons(new Map([...after].map(([id, a]) => [id, a as Answer])), 60).filter((id) => id.startsWith("s"));
    expect(concernsAfter.sort()).toEqual(concernsBefore.map((id) => oldToNew.get(id)!).sort());
  });
});

async function answers(): Promise<Map<string, string>> {
  const { rows } = await db.query<{ milestone_id: string; answer: string }>(`SELECT milestone_id, answer FROM milestone_answers WHERE child_id = $1`, [child]);
  return new Map(rows.map((row) => [row.milestone_id, row.answer]));
}

/** The (old, new) id pairs the migration's SQL names. */
async function mapping(): Promise<Array<[string, string]>> {
  const sql = readMigrations().find((m) => m.name === MIGRATION)!.sql;
  return [...sql.matchAll(/\('(s\d{2}-[a-z-]+)', '(s\d{2}-[a-z-]+)'\)/g)].map(([, from, to]) => [from, to]);
}
