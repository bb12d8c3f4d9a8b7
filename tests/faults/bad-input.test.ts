// Hostile input against every endpoint: each answer is a 4xx problem response (never a 500) and
// the database is exactly as it was. Table-driven cases plus fast-check generated bodies.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { ENDPOINTS, type Endpoint } from "@/tests/faults/endpoints";

const TABLES = ["users", "children", "growth_records", "milestone_answers", "vaccinations", "calendar_feeds", "activity_attempts", "refresh_tokens", "fields", "soil_reports", "idempotency_keys", "fertiliser_prices"];

// Every table's row count and every user's selected child, in one statement: the file takes some
// 1,500 snapshots, and thirteen round trips each were most of its time.
const SNAPSHOT = `SELECT concat_ws(',', ${TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(", ")}) || '|' || coalesce((SELECT string_agg(coalesce(active_child_id::text, '-'), ',' ORDER BY id) FROM users), '') AS s`;

async function snapshot(): Promise<string> {
  const db = await getDb();
  return (await db.$queryRawUnsafe<{ s: string }[]>(SNAPSHOT))[0].s;
}

let user: TestUser;
let childId: string;

beforeAll(async () => {
  user = await createTestUser();
  const db = await getDb();
  const child = await db.child.create({ data: { userId: user.id, name: "Sevara", birthDate: new Date("2022-01-01"), gender: "female" } });
  await db.user.update({ where: { id: user.id }, data: { activeChildId: child.id } });
  childId = child.id;
});

async function send(endpoint: Endpoint, init: { rawBody?: string; contentType?: string; param?: string; path?: string }) {
  const handler = endpoint.module[endpoint.method]!;
  return call(handler, {
    method: endpoint.method,
    token: endpoint.auth ? user.token : undefined,
    rawBody: init.rawBody,
    headers: init.contentType ? { "content-type": init.contentType } : {},
    params: endpoint.param ? { ...endpoint.otherParams, [endpoint.param]: init.param ?? childId } : {},
    path: init.path,
  });
}

function expectProblem(res: { status: number; headers: Headers; body: { status?: number; code?: string } }) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  expect(res.body.status).toBe(res.status);
  expect(typeof res.body.code).toBe("string");
}

const withBody = ENDPOINTS.filter((e) => e.body);
const withParam = ENDPOINTS.filter((e) => e.param);

const HOSTILE_BODIES: [string, string][] = [
  ["broken JSON", '{"name": "A",'],
  ["a JSON string", '"just a string"'],
  ["a JSON array", "[1,2,3]"],
  ["null", "null"],
  ["a number", "42"],
  ["deep nesting", "[".repeat(5000) + "]".repeat(5000)],
  ["a huge string", JSON.stringify({ name: "x".repeat(60_000), email: "y", password: "z" })],
  ["over the size limit", JSON.stringify({ name: "x".repeat(70_000) })],
  ["prototype pollution", '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'],
  ["wrong types everywhere", '{"name": 1, "birthDate": true, "gender": [], "email": {}, "password": 5, "score": "abc", "weight": "heavy"}'],
  ["invalid UTF-8 escapes", '{"name": "\\ud800"}'],
  ["NUL bytes", '{"name": "a\\u0000b", "email": "a\\u0000@example.com", "password": "12345678\\u0000"}'],
];

describe("hostile bodies", () => {
  for (const endpoint of withBody) {
    it.each(HOSTILE_BODIES)(`${endpoint.name}: %s gives a 4xx problem and changes nothing`, async (_label, raw) => {
      const before = await snapshot();
      const res = await send(endpoint, { rawBody: raw, contentType: "application/json" });
      // complete accepts an empty or partial body; anything hostile must still be refused.
      expectProblem(res);
      expect(await snapshot()).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it(`${endpoint.name}: a non-JSON content type gives 415`, async () => {
      const res = await send(endpoint, { rawBody: "name=x", contentType: "application/x-www-form-urlencoded" });
      expect(res.status).toBe(415);
      expectProblem(res);
    });

    it(`${endpoint.name}: random JSON never causes a 500 or a partial write`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
          const before = await snapshot();
          const res = await send(endpoint, { rawBody: JSON.stringify(value), contentType: "application/json" });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(await snapshot()).toBe(before);
        }),
        { numRuns: 25 },
      );
    });
  }
});

describe("hostile path segments", () => {
  const SEGMENTS = ["not-a-uuid", "../../etc/passwd", "%00", "00000000-0000-0000-0000-00000000000g", "x".repeat(5000), "' OR 1=1 --", "Яблоко"];
  for (const endpoint of withParam) {
    it.each(SEGMENTS)(`${endpoint.name}: %s gives a 4xx problem`, async (segment) => {
      const before = await snapshot();
      const res = await send(endpoint, { param: segment, rawBody: endpoint.body ? "{}" : undefined, contentType: endpoint.body ? "application/json" : undefined });
      expectProblem(res);
      expect(await snapshot()).toBe(before);
    });
  }
});

describe("hostile query strings", () => {
  for (const endpoint of ENDPOINTS.filter((e) => e.method === "GET")) {
    it(`${endpoint.name}: repeated and malformed parameters never cause a 500`, async () => {
      for (const query of ["?childId=x", "?childId=a&childId=b", "?categoryId=%ZZ", `?childId=${"9".repeat(3000)}`, "?__proto__[x]=1"]) {
        const res = await send(endpoint, { path: `/api/x${query}` });
        expect(res.status, query).toBeLessThan(500);
      }
    });
  }
});

describe("wrong methods", () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))("%s refuses the methods it does not implement with 405", async (_name, endpoint) => {
    const implemented = new Set(ENDPOINTS.filter((e) => e.module === endpoint.module).map((e) => e.method));
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      if (implemented.has(method as Endpoint["method"])) continue;
      const params = endpoint.param ? { ...endpoint.otherParams, [endpoint.param]: childId } : {};
      const res = await call(endpoint.module[method]!, { method, params });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBeTruthy();
    }
  });
});
