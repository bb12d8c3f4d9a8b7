// One statement on a PostgreSQL server on a connection of its own (CREATE and DROP DATABASE
// cannot run inside another connection's transaction or on the database they drop).
import pg from "pg";

export async function adminQuery(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
