import { describe, expect, it } from "vitest";
import { warmPaths, warmRefresh } from "./warm";

const ID = "0cb038e5-c1e7-45a7-9473-03fe40d44e4b";

describe("warmPaths", () => {
  it("keeps activity pages and catalogue media, in order", () => {
    const urls = [`/activities/${ID}`, `/api/client/activities/files/${ID}`];
    expect(warmPaths({ type: "WARM_OFFLINE", urls })).toEqual(urls);
  });

  it("keeps the soil form's page, and only that soil page", () => {
    const urls = ["/soil/new", "/soil", "/soil/new?field=x", `/soil/reports/${ID}`];
    expect(warmPaths({ type: "WARM_OFFLINE", urls })).toEqual(["/soil/new"]);
  });

  it.each([
    ["another message type", { type: "SKIP_WAITING" }],
    ["no urls", { type: "WARM_OFFLINE" }],
    ["urls not a list", { type: "WARM_OFFLINE", urls: "/activities" }],
    ["not an object", "WARM_OFFLINE"],
    ["null", null],
  ])("ignores %s", (_, data) => {
    expect(warmPaths(data)).toBeNull();
  });

  it.each([
    ["another origin", `https://example.com/activities/${ID}`],
    ["an API that is not media", `/api/client/children/${ID}`],
    ["a soil photo (private, fetched only when the farmer opens the report)", `/api/soil/photos/${ID}`],
    ["a non-UUID id", "/activities/../../api/auth/signout"],
    ["a query string", `/activities/${ID}?x=1`],
    ["a number", 42],
  ])("drops %s", (_, url) => {
    expect(warmPaths({ type: "WARM_OFFLINE", urls: [url, `/activities/${ID}`] })).toEqual([`/activities/${ID}`]);
  });

  it("takes at most 80 addresses", () => {
    const urls = Array.from({ length: 100 }, () => `/api/client/activities/files/${ID}`);
    expect(warmPaths({ type: "WARM_OFFLINE", urls })).toHaveLength(80);
  });
});

describe("warmRefresh", () => {
  it("is true only for a message that asks for it with true", () => {
    expect(warmRefresh({ type: "WARM_OFFLINE", urls: ["/soil/new"], refresh: true })).toBe(true);
    expect(warmRefresh({ type: "WARM_OFFLINE", urls: ["/soil/new"] })).toBe(false);
    expect(warmRefresh({ type: "WARM_OFFLINE", urls: ["/soil/new"], refresh: "yes" })).toBe(false);
    expect(warmRefresh(null)).toBe(false);
  });
});
