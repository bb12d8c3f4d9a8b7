// GET /api/auth/account/export through the real route handler: one ZIP with everything of the
// user, read back by an independent reader (tests/helpers/zip-reader.ts), never a secret in it.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/auth/account/export/route";
import { getDb } from "@/lib/db/client";
import { fillAccount } from "@/tests/helpers/account-data";
import { createTestUser } from "@/tests/helpers/http";
import { readZip } from "@/tests/helpers/zip-reader";
import { tashkentDate } from "@/lib/time";
import { EXPORTS_PER_HOUR } from "@/lib/account/export";

async function download(token: string | null, headers: Record<string, string> = {}) {
  const req = new NextRequest("http://localhost/api/auth/account/export", {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const res = await exportRoute.GET(req, { params: Promise.resolve({}) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const jsonOf = (entries: ReturnType<typeof readZip>, name: string) => JSON.parse(entries.find((e) => e.name === name)!.data.toString("utf8"));

describe("GET /api/auth/account/export", () => {
  it("answers one ZIP of everything of the user: JSON documents, the photos and a README", async () => {
    const account = await fillAccount("Dilnoza");
    const other = await fillAccount("Begona");
    const db = await getDb();
    // A deleted child is still the user's until the purge: it is in the export, marked.
    const deleted = await db.child.create({ data: { userId: account.user.id, name: "O'chirilgan", birthDate: new Date("2024-01-01"), gender: "male", deletedAt: new Date() } });

    const { res, bytes } = await download(account.user.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="oila-va-dala-${tashkentDate()}.zip"`);
    expect(res.headers.get("cache-control")).toBe("no-store");

    const entries = readZip(bytes);
    const names = entries.map((e) => e.name);
    expect(names.slice(0, 6)).toEqual(["README.txt", "account.json", "children.json", "fields.json", "soil-reports.json", "shared-records.json"]);

    const me = jsonOf(entries, "account.json");
    expect(me).toMatchObject({ id: account.user.id, email: account.user.email, name: "Dilnoza" });
    const stored = await db.user.findUniqueOrThrow({ where: { id: account.user.id } });
    expect(me.privacyAcceptedAt).toBe(stored.privacyAcceptedAt!.toISOString());
    expect(me.fertiliserPricesPerBag).toEqual([
      expect.objectContaining({ product: "ammophos", pricePerBag: 480000 }),
      expect.objectContaining({ product: "urea", pricePerBag: 350000 }),
    ]);
    expect(me.sessions.length).toBeGreaterThanOrEqual(2);
    expect(me.sessions[0]).toEqual({ kind: "app", userAgent: "vitest", createdAt: expect.any(String), lastSeenAt: expect.any(String), endedAt: null });

    const children = jsonOf(entries, "children.json");
    expect(children.map((c: { name: string }) => c.name)).toEqual(["Dilnozaning qizi", "O'chirilgan"]);
    expect(children[0]).toMatchObject({
      deletedAt: null,
      growth: [expect.objectContaining({ weightKg: 3.2, heightCm: 50 })],
      vaccinations: [expect.objectContaining({ doseId: "bcg" })],
      milestones: [expect.objectContaining({ milestoneId: "m09-sits", answer: "yes" })],
      activities: [expect.objectContaining({ score: 80 })],
      calendarFeed: expect.objectContaining({ nameStyle: "first_name" }),
    });
    expect(children[1].id).toBe(deleted.id);
    expect(children[1].deletedAt).toEqual(expect.any(String));

    const fields = jsonOf(entries, "fields.json");
    expect(fields).toHaveLength(1);
    expect(fields[0].seasons.map((s: { year: number }) => s.year)).toEqual([2023, 2024]);
    expect(fields[0].seasons[0].crops).toEqual([expect.objectContaining({ crop: "paxta" })]);

    const reports = jsonOf(entries, "soil-reports.json");
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ status: "ok", fieldId: fields[0].fieldId, response: expect.any(Object), context: expect.any(Object) });
    expect(reports[0].photos).toHaveLength(1);
    const photo = entries.find((e) => e.name === reports[0].photos[0].file)!;
    expect(photo.name).toMatch(/^photos\/\d{4}-\d{2}-\d{2}_[0-9a-f-]{36}_1\.jpg$/);
    const storedPhoto = await db.soilPhoto.findFirstOrThrow({ where: { reportId: reports[0].id } });
    expect(photo.data.equals(Buffer.from(storedPhoto.data))).toBe(true);
    expect(names.filter((n) => n.startsWith("photos/"))).toHaveLength(1);

    // Nothing of the other account, and no secret of this one.
    const everything = entries.map((e) => e.data.toString("latin1")).join("\n") + bytes.toString("latin1");
    expect(everything).not.toContain(other.user.id);
    expect(everything).not.toContain("Begona");
    const secrets = [
      stored.passwordHash,
      ...(await db.refreshToken.findMany({ where: { userId: account.user.id } })).map((t) => t.tokenHash),
      ...(await db.calendarFeed.findMany({ where: { childId: { in: account.childIds } } })).map((f) => f.tokenHash),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain("$argon2");
  });

  it("writes the README in the user's language: the lang cookie, else Accept-Language, else Uzbek", async () => {
    const user = await createTestUser("Olim");
    const readme = async (headers: Record<string, string>) =>
      readZip((await download(user.token, headers)).bytes).find((e) => e.name === "README.txt")!.data.toString("utf8");
    expect(await readme({})).toMatch(/^\uFEFFOila va Dala: Olim hisobidagi barcha ma'lumotlar/);
    expect(await readme({ "accept-language": "ru-RU,ru;q=0.9" })).toMatch(/^\uFEFFOila va Dala: все данные аккаунта Olim/);
    expect(await readme({ "accept-language": "ru", cookie: "theme=x; lang=en" })).toMatch(/^\uFEFFOila va Dala: all the data of Olim's account/);
    expect(await readme({ cookie: "lang=xx" })).toContain("barcha ma'lumotlar");
  });

  it("answers 401 without a session", async () => {
    const { res } = await download(null);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
  });

  it(`allows ${EXPORTS_PER_HOUR} exports an hour, then 429 with Retry-After`, async () => {
    const user = await createTestUser();
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await download(user.token)).res.status).toBe(200);
    const { res } = await download(user.token);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
