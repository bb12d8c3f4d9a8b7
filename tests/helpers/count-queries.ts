// Counts the SQL statements a piece of code sends, at the pg driver (PostgreSQL only: the
// embedded PGlite does not go through it). Tests install it in beforeAll and remove it after.
import pg from "pg";

const original = pg.Pool.prototype.query;
let statements = 0;
let texts: string[] = [];

export function installQueryCounter(): void {
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    statements++;
    const [query] = args;
    texts.push(typeof query === "string" ? query : String((query as { text?: unknown } | null)?.text ?? ""));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

export function removeQueryCounter(): void {
  pg.Pool.prototype.query = original;
}

/** Statements sent while `run` ran. */
export async function countQueries(run: () => Promise<unknown>): Promise<number> {
  statements = 0;
  await run();
  return statements;
}

/** The SQL text of each statement sent while `run` ran. */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  texts = [];
  await run();
  return texts;
}
