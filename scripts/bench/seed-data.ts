// Realistic volume for the benchmark: 1,000 users, 3 children each, 50 attempts per child,
// written with set-based SQL (seconds, not minutes).
import type pg from "pg";

export async function seedVolume(client: pg.Client, passwordHash: string): Promise<void> {
  await client.query(
    `INSERT INTO users (id, email, name, password_hash)
     SELECT gen_random_uuid(), 'bench-' || i || '@example.com', 'Bench ' || i, $1 FROM generate_series(0, 999) i`,
    [passwordHash],
  );
  await client.query(`
    INSERT INTO children (id, user_id, name, birth_date, gender, created_at)
    SELECT gen_random_uuid(), u.id, 'Bola ' || k, (current_date - (365 + k * 300 + (random() * 200)::int)), CASE WHEN k = 1 THEN 'female' ELSE 'male' END,
           now() - (k || ' minutes')::interval
    FROM users u CROSS JOIN generate_series(1, 3) k WHERE u.email LIKE 'bench-%'`);
  await client.query(`
    UPDATE users u SET active_child_id = (SELECT c.id FROM children c WHERE c.user_id = u.id ORDER BY c.created_at LIMIT 1)
    WHERE u.email LIKE 'bench-%'`);
  await client.query(`
    INSERT INTO growth_records (id, child_id, recorded_at, weight, height)
    SELECT gen_random_uuid(), c.id, c.birth_date, 3.3, 50 FROM children c`);
  await addAttempts(client, `SELECT id FROM children`, 50);
}

/** `perChild` completed attempts for each child the query returns, spread over past days. */
export async function addAttempts(client: pg.Client, childrenQuery: string, perChild: number): Promise<void> {
  await client.query(`
    WITH acts AS (SELECT array_agg(id) AS ids FROM activities)
    INSERT INTO activity_attempts (id, child_id, activity_id, day, started_at, completed_at, score, time_spent_seconds)
    SELECT gen_random_uuid(), c.id, acts.ids[1 + (n % array_length(acts.ids, 1))], current_date - 1 - (n % 400),
           now() - ((1 + n % 400) || ' days')::interval, now() - ((1 + n % 400) || ' days')::interval, (n * 37) % 101, 300
    FROM (${childrenQuery}) c CROSS JOIN generate_series(0, ${perChild - 1}) n CROSS JOIN acts`);
}
