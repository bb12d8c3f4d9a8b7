import { describe, expect, it } from "vitest";
import { currentCounts, waitSeconds, type Policy } from "@/lib/auth/throttle";

const policy: Policy = { free: 3, maxDelaySeconds: 300, quietSeconds: 900, dailyCeiling: 100 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, seconds));

describe("waitSeconds", () => {
  it("lets the free failures through without a delay, even if the last one looks later than now", () => {
    // Another try's failure committed after this try's clock was read.
    expect(waitSeconds({ recent: 2, daily: 2, dailySince: at(0), lastAt: at(5) }, policy, at(4))).toBe(0);
  });

  it("doubles the delay with each failure past the free ones, up to the cap", () => {
    const counts = (recent: number) => ({ recent, daily: recent, dailySince: at(0), lastAt: at(0) });
    expect([3, 4, 5, 6, 10, 20].map((recent) => waitSeconds(counts(recent), policy, at(0)))).toEqual([1, 2, 4, 8, 128, 300]);
    expect(waitSeconds(counts(5), policy, at(3))).toBe(1);
    expect(waitSeconds(counts(5), policy, at(4))).toBe(0);
  });

  it("waits for the day's end at the ceiling", () => {
    expect(waitSeconds({ recent: 0, daily: 100, dailySince: at(0), lastAt: at(0) }, policy, at(0))).toBe(86_400);
  });
});

describe("currentCounts", () => {
  it("forgets recent failures after a quiet period and daily ones after a day", () => {
    const row = { recent: 7, daily: 50, dailySince: at(0), lastAt: at(0) };
    expect(currentCounts(row, policy, at(899)).recent).toBe(7);
    expect(currentCounts(row, policy, at(900)).recent).toBe(0);
    expect(currentCounts(row, policy, new Date(at(0).getTime() + 86_400_000)).daily).toBe(0);
  });
});
