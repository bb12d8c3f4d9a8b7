// The migrations are written by hand (the schema engine cannot be downloaded here), so this
// checks that a migrated database has every table and column of schema.prisma with the right
// nullability. A model or field added to the schema without a migration fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";

const SCALARS = new Set(["String", "Int", "Float", "Boolean", "DateTime", "Json", "Bytes", "Decimal", "BigInt"]);

/** table.column -> nullable, read from schema.prisma's model blocks. */
function expectedColumns(): Map<string, boolean> {
  const schema = readFileSync("prisma/schema.prisma", "utf8");
  const out = new Map<string, boolean>();
  for (const [, name, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const table = body.match(/@@map\("([^"]+)"\)/)?.[1] ?? name;
    for (const line of body.split("\n")) {
      const field = line.trim().match(/^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/);
      if (!field || !SCALARS.has(field[2])) continue;
      const column = field[5].match(/@map\("([^"]+)"\)/)?.[1] ?? field[1];
      out.set(`${table}.${column}`, Boolean(field[4]) || Boolean(field[3]));
    }
  }
  return out;
}

describe("migrations match schema.prisma", () => {
  it("has every model's table and column with its nullability", async () => {
    const db = await getDb();
    const columns = await db.$queryRaw<{ table_name: string; column_name: string; is_nullable: string }[]>`
      SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`;
    const actual = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === "YES"]));
    const expected = expectedColumns();
    expect(expected.size).toBeGreaterThan(80);
    const mismatches = [...expected].filter(([key, nullable]) => actual.get(key) !== nullable);
    expect(mismatches).toEqual([]);
  });
});
