import { describe, expect, it } from "vitest";
import { dayStatus, statusByActivity } from "./status";
import { completeBodySchema } from "./schemas";
import { dayBefore } from "./dashboard";

const at = new Date("2026-03-01T10:00:00Z");

describe("dayStatus", () => {
  it.each([
    [[], "not_started"],
    [[{ completedAt: null }], "started"],
    [[{ completedAt: at }], "completed"],
    // Started again after a completion: the day stays completed.
    [[{ completedAt: at }, { completedAt: null }], "completed"],
  ] as const)("%j -> %s", (attempts, status) => {
    expect(dayStatus([...attempts])).toBe(status);
  });
});

describe("statusByActivity", () => {
  it("gives completed precedence whatever the order of attempts", () => {
    const map = statusByActivity([
      { activityId: "a", completedAt: null },
      { activityId: "a", completedAt: at },
      { activityId: "b", completedAt: null },
      { activityId: "c", completedAt: at },
      { activityId: "c", completedAt: null },
    ]);
    expect(Object.fromEntries(map)).toEqual({ a: "completed", b: "started", c: "completed" });
  });
});

describe("completeBodySchema", () => {
  const none = { feedback: null, checklistDone: null, completedAt: null };
  it.each([
    [undefined, { score: null, timeSpentSeconds: null, ...none }],
    [{}, { score: null, timeSpentSeconds: null, ...none }],
    [{ score: null, timeSpentSeconds: null }, { score: null, timeSpentSeconds: null, ...none }],
    [{ score: 0, timeSpentSeconds: 0 }, { score: 0, timeSpentSeconds: 0, ...none }],
    [{ score: 100, timeSpentSeconds: 86_400 }, { score: 100, timeSpentSeconds: 86_400, ...none }],
    [{ score: 66.67 }, { score: 67, timeSpentSeconds: null, ...none }],
    [{ score: 66.4, extra: "ignored" }, { score: 66, timeSpentSeconds: null, ...none }],
    [{ feedback: "just_right", checklistDone: true }, { score: null, timeSpentSeconds: null, ...none, feedback: "just_right", checklistDone: true }],
    [{ completedAt: "2026-05-01T18:30:00+05:00" }, { score: null, timeSpentSeconds: null, ...none, completedAt: new Date("2026-05-01T13:30:00Z") }],
    [{ feedback: null, checklistDone: null }, { score: null, timeSpentSeconds: null, ...none }],
  ])("accepts %j", (body, expected) => {
    expect(completeBodySchema.parse(body)).toEqual(expected);
  });

  it.each([
    { score: 101 },
    { score: -1 },
    { score: "abc" },
    { score: "50" },
    { timeSpentSeconds: 1.5 },
    { timeSpentSeconds: 86_401 },
    { timeSpentSeconds: -1 },
    { feedback: "Easy" },
    { feedback: "medium" },
    { feedback: 1 },
    { checklistDone: "yes" },
    { completedAt: "2026-05-01T18:30:00" },
    { completedAt: "2026-05-01" },
    { completedAt: 1_777_000_000_000 },
    null,
    [],
    "score",
  ])("rejects %j", (body) => {
    expect(completeBodySchema.safeParse(body).success).toBe(false);
  });
});

describe("dayBefore", () => {
  it("steps back over month and year ends", () => {
    expect(dayBefore("2026-03-01", 1)).toBe("2026-02-28");
    expect(dayBefore("2026-01-10", 28)).toBe("2025-12-13");
  });
});
