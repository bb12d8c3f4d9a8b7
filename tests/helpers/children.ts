// Shared helpers for the child API tests: calls through the real route handlers, valid bodies,
// and database snapshots to prove that a refused request changed nothing.
import * as childrenRoute from "@/app/api/client/children/route";
import * as childRoute from "@/app/api/client/children/[id]/route";
import * as activeRoute from "@/app/api/client/children/active/[id]/route";
import * as growthRoute from "@/app/api/client/children/[id]/growth/route";
import { getDb } from "@/lib/db/client";
import { call, type TestUser } from "@/tests/helpers/http";
import { dateOnly, isoDate, tashkentDate } from "@/lib/time";

type Headers = Record<string, string>;

export const api = {
  list: (user: TestUser, headers?: Headers) => call(childrenRoute.GET, { token: user.token, headers }),
  create: (user: TestUser, body: unknown, headers?: Headers) =>
    call(childrenRoute.POST, { method: "POST", token: user.token, body, headers }),
  get: (user: TestUser, id: string, headers?: Headers) => call(childRoute.GET, { token: user.token, params: { id }, headers }),
  update: (user: TestUser, id: string, body: unknown, headers?: Headers) =>
    call(childRoute.PATCH, { method: "PATCH", token: user.token, params: { id }, body, headers }),
  remove: (user: TestUser, id: string) => call(childRoute.DELETE, { method: "DELETE", token: user.token, params: { id } }),
  select: (user: TestUser, id: string) => call(activeRoute.PATCH, { method: "PATCH", token: user.token, params: { id } }),
  growth: (user: TestUser, id: string, headers?: Headers) => call(growthRoute.GET, { token: user.token, params: { id }, headers }),
  addGrowth: (user: TestUser, id: string, body: unknown, headers?: Headers) =>
    call(growthRoute.POST, { method: "POST", token: user.token, params: { id }, body, headers }),
};

/** Today's Asia/Tashkent date shifted by n days (negative: the past). */
export function day(offset = 0): string {
  return isoDate(new Date(dateOnly(tashkentDate()).getTime() + offset * 86_400_000));
}

/** Today's Tashkent date shifted by whole years and months, the day clamped to the month. */
export function monthsAgo(months: number): string {
  const [y, m, d] = tashkentDate().split("-").map(Number);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

export function validChild(overrides: Record<string, unknown> = {}) {
  return { name: "Malika", birthDate: day(-400), gender: "female", ...overrides };
}

/** Creates a child through the API and returns its id. */
export async function addChild(user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await api.create(user, validChild(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body.id;
}

/** Row counts of the tables these endpoints write. */
export async function counts() {
  const db = await getDb();
  const [children, growthRecords] = await Promise.all([db.child.count(), db.growthRecord.count()]);
  return { children, growthRecords };
}

/** Everything stored for one user's children, to compare before and after a refused request. */
export async function userState(userId: string) {
  const db = await getDb();
  const [user, children, records] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { activeChildId: true } }),
    db.child.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.growthRecord.findMany({ where: { child: { userId } }, orderBy: { id: "asc" } }),
  ]);
  return { activeChildId: user.activeChildId, children, records };
}

export const paths = (res: { body: { errors?: Array<{ path: string }> } }) => (res.body.errors ?? []).map((e) => e.path);
