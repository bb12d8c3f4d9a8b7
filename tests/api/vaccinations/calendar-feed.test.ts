import { describe, expect, it } from "vitest";
import * as feedRoute from "@/app/api/calendar/[token]/route";
import * as manageRoute from "@/app/api/client/children/[id]/calendar-feed/route";
import * as doseRoute from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import { getDb } from "@/lib/db/client";
import { publicOrigin } from "@/lib/env";
import { call, createTestUser, type TestUser } from "@/tests/helpers/http";
import { addChild, day } from "@/tests/helpers/children";
import { parseCalendar } from "@/lib/calendar/ics-check";
import { calendarFeedSchema } from "@/lib/vaccinations/feed-links";
import { feedCalendar, feedUid } from "@/lib/vaccinations/calendar-feed";

const rotate = (user: TestUser, id: string, body?: unknown, headers?: Record<string, string>) =>
  call(manageRoute.POST, { method: "POST", token: user.token, params: { id }, path: "/api/x", body, headers });
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
    expect(created.body.url).toBe(`${publicOrigin()}/api/calendar/${created.body.token}.ics`);
    expect(created.body.webcalUrl).toBe(`${publicOrigin().replace(/^https?/, "webcal")}/api/calendar/${created.body.token}.ics`);
    expect(created.body.nameStyle).toBe("first_name");
    const res = await feed(created.body.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const { events } = parseCalendar(res.text);
    const uids = events.map((e) => e.UID);
    expect(uids).toContain(feedUid(id, "bcg"));
    expect(uids).not.toContain(feedUid(id, "hepb-0"));
    expect(uids).toContain(feedUid(id, "milestones-2m"));
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

describe("what the feed says about the child", () => {
  it("names the child by first name by default, and by initials when the parent chose so", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { name: "Zarina Karimova", birthDate: day(-40) });
    const first = parseCalendar((await feed((await rotate(user, id)).body.token)).text);
    expect(first.calendar["X-WR-CALNAME"]).toBe("Zarina: emlashlar");
    expect(first.events.length).toBeGreaterThan(0);
    for (const event of first.events) expect(event.SUMMARY).toMatch(/^Zarina: /);
    expect(JSON.stringify(first)).not.toContain("Karimova");

    const created = await rotate(user, id, { nameStyle: "initials" });
    expect(created.body.nameStyle).toBe("initials");
    const text = (await feed(created.body.token)).text;
    const initials = parseCalendar(text);
    expect(initials.calendar["X-WR-CALNAME"]).toBe("Z.K.: emlashlar");
    for (const event of initials.events) expect(event.SUMMARY).toMatch(/^Z\.K\.: /);
    expect(text).not.toContain("Zarina");
    expect(text).not.toContain("Karimova");
    expect((await (await getDb()).calendarFeed.findUniqueOrThrow({ where: { childId: id } })).nameStyle).toBe("initials");
  });

  it("refuses an unknown name style or field with 400 and keeps the feed as it was", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-40) });
    const token = (await rotate(user, id)).body.token;
    const before = await (await getDb()).calendarFeed.findUniqueOrThrow({ where: { childId: id } });
    const res = await rotate(user, id, { nameStyle: "full_name" });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["nameStyle"]);
    // Every field is optional, so unknown ones are refused rather than taken for a request.
    expect((await rotate(user, id, { name: "Zarina Karimova" })).status).toBe(400);
    expect(await (await getDb()).calendarFeed.findUniqueOrThrow({ where: { childId: id } })).toEqual(before);
    expect((await feed(token)).status).toBe(200);
  });

  it("builds UIDs that stay the same across refreshes and rotations but never show the child's id", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-40) });
    const sibling = await addChild(user, { birthDate: day(-40) });
    const uidsOf = async (child: string) => parseCalendar((await feed((await rotate(user, child)).body.token)).text).events.map((e) => e.UID);
    const once = await uidsOf(id);
    const again = await uidsOf(id); // a new address: the calendar still recognises the events
    expect(again).toEqual(once);
    const text = (await feed((await rotate(user, id)).body.token)).text;
    for (const form of [id, id.replace(/-/g, ""), id.slice(0, 8)]) expect(text).not.toContain(form);
    for (const uid of once) expect(uid).toMatch(/^[0-9a-f]{32}@oila-dala$/);
    // Same dose, another child: another UID.
    expect((await uidsOf(sibling)).filter((uid) => once.includes(uid))).toEqual([]);
  });

  it("carries the late doses and those due within 90 days, nothing further ahead", async () => {
    const user = await createTestUser();
    // Born 1 March 2026, seen on 10 March 2026 (Tashkent): the birth dose was given, BCG (due
    // 3 March) is late, the 2- and 3-month doses fall within 90 days (by 8 June), the 4-month
    // doses (1 July) and later do not.
    const id = await addChild(user, { name: "Bahrom", birthDate: "2026-03-01" });
    await call(doseRoute.PUT, { method: "PUT", token: user.token, params: { id, doseId: "hepb-0" }, body: { done: true, date: "2026-03-01" } });
    const token = (await rotate(user, id)).body.token;
    const text = await feedCalendar(token, new Date("2026-03-10T07:00:00Z"));
    const events = parseCalendar(text!).events;
    const doses = ["bcg", "penta-1", "opv-1", "pcv-1", "rota-1", "penta-2", "opv-2", "pcv-2", "rota-2"];
    expect(events.map((e) => e.UID).sort()).toEqual([...doses, "milestones-2m"].map((what) => feedUid(id, what)).sort());
    const bcg = events.find((e) => e.UID === feedUid(id, "bcg"))!;
    expect(bcg["DTSTART;VALUE=DATE"]).toBe("20260310"); // late: shown today
    expect(events.find((e) => e.UID === feedUid(id, "penta-2"))!["DTSTART;VALUE=DATE"]).toBe("20260601");
  });

  it("builds the link on the configured origin whatever Host or X-Forwarded-Host the request claims", async () => {
    const user = await createTestUser();
    const id = await addChild(user, { birthDate: day(-40) });
    const res = await rotate(user, id, undefined, { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(res.status).toBe(201);
    expect(res.body.url.startsWith(`${publicOrigin()}/api/calendar/`)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain("evil.example");
  });
});
