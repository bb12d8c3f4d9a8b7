import { describe, expect, it } from "vitest";
import * as feedRoute from "@/app/api/calendar/[token]/route";
import * as manageRoute from "@/app/api/client/children/[id]/calendar-feed/route";
import * as doseRoute from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import { getDb } from "@/lib/db";
import { call, createTestUser, type TestUser } from "@/lib/test/http";
import { addChild, day } from "@/lib/test/children";
import { parseCalendar } from "@/lib/calendar/ics-check";
import { calendarFeedSchema } from "@/lib/vaccinations/feed-links";

const rotate = (user: TestUser, id: string) => call(manageRoute.POST, { method: "POST", token: user.token, params: { id }, path: "/api/x" });
const revoke = (user: TestUser, id: string) => call(manageRoute.DELETE, { method: "DELETE", token: user.token, params: { id } });
const feed = (token: string) => call(feedRoute.GET, { params: { token: `${token}.ics` } });

describe("the calendar feed", () => {
  it("serves a valid .ics without a session: the next doses and the next milestone check", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { name: "Zarina", birthDate: day(-3) });
    await call(doseRoute.PUT, { method: "PUT", token: user.token, params: { id, doseId: "hepb-0" }, body: { done: true, date: day(-3) } });
    const created = await rotate(user, id);
    expect(created.status).toBe(201);
    expect(calendarFeedSchema.parse(created.body)).toEqual(created.body);
    expect(created.body.url).toBe(`http://localhost/api/calendar/${created.body.token}.ics`);
    expect(created.body.webcalUrl).toBe(`webcal://localhost/api/calendar/${created.body.token}.ics`);
    const res = await feed(created.body.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const { events } = parseCalendar(res.text);
    const uids = events.map((e) => e.UID);
    expect(uids).toContain(`${id}-bcg@oila-dala`);
    expect(uids).not.toContain(`${id}-hepb-0@oila-dala`);
    expect(uids).toContain(`${id}-milestones-2m@oila-dala`);
    expect(new Set(uids).size).toBe(uids.length);
    // Only the hash is stored.
    const stored = await (await getDb()).calendarFeed.findUniqueOrThrow({ where: { childId: id } });
    expect(stored.tokenHash).not.toContain(created.body.token);
  });

  it("a rotated or revoked token is 404; unknown and malformed tokens are 404", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-30) });
    const first = (await rotate(user, id)).body.token;
    const second = (await rotate(user, id)).body.token;
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);
    expect((await revoke(user, id)).status).toBe(204);
    expect((await feed(second)).status).toBe(404);
    for (const token of ["x", "../../etc/passwd", "a".repeat(43)]) expect((await feed(token)).status).toBe(404);
    expect((await call(feedRoute.GET, { params: { token: second } })).status).toBe(404);
  });

  it("someone else's child cannot be rotated or revoked: 404 and the owner's feed keeps working", async () => {
    const owner = await createTestUser();
    const intruder = await createTestUser();
    const id = await addChild(owner, { birthDate: day(-30) });
    const token = (await rotate(owner, id)).body.token;
    const before = JSON.stringify(await (await getDb()).calendarFeed.findMany({ where: { childId: id } }));
    expect((await rotate(intruder, id)).status).toBe(404);
    expect((await revoke(intruder, id)).status).toBe(404);
    expect(JSON.stringify(await (await getDb()).calendarFeed.findMany({ where: { childId: id } }))).toBe(before);
    expect((await feed(token)).status).toBe(200);
  });

  it("a deleted child's feed is 404", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-30) });
    const token = (await rotate(user, id)).body.token;
    await (await getDb()).child.update({ where: { id }, data: { deletedAt: new Date() } });
    expect((await feed(token)).status).toBe(404);
  });
});
