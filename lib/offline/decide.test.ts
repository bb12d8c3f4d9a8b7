import { describe, expect, it } from "vitest";
import { FIRST_DELAY_MS, MAX_DELAY_MS, QUOTA_DELAY_MS, backoffMs, decide } from "./decide";
import type { Reply } from "./types";

const answer = (status: number, body: Record<string, unknown> | null = null, retryAfterSeconds: number | null = null): Reply => ({
  kind: "response",
  status,
  body,
  retryAfterSeconds,
});

describe("backoffMs", () => {
  it("doubles from 5 s and stops growing at 30 min", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(MAX_DELAY_MS);
  });

  it("spreads phones by at most a quarter either way", () => {
    expect(backoffMs(1, 0)).toBe(3_750);
    expect(backoffMs(1, 1)).toBe(6_250);
  });
});

describe("decide", () => {
  it("is done on any 2xx", () => {
    for (const status of [200, 201, 204]) expect(decide(answer(status, { reportId: "r" }), 1)).toEqual({ do: "done" });
  });

  it("retries after a lost connection with a growing pause and no server error", () => {
    expect(decide({ kind: "network" }, 1)).toEqual({ do: "retry", delayMs: FIRST_DELAY_MS, error: null });
    expect(decide({ kind: "network" }, 3)).toEqual({ do: "retry", delayMs: 4 * FIRST_DELAY_MS, error: null });
  });

  it.each([500, 502, 503, 504, 408])("retries %i (the server may manage later)", (status) => {
    const decision = decide(answer(status, { code: "analysis_unavailable", detail: "Keyinroq" }), 2);
    expect(decision).toEqual({ do: "retry", delayMs: 10_000, error: { status, code: "analysis_unavailable", message: "Keyinroq" } });
  });

  it("honours a longer Retry-After on a 503, never a shorter one than its own pause", () => {
    expect(decide(answer(503, null, 120), 1)).toMatchObject({ do: "retry", delayMs: 120_000 });
    expect(decide(answer(503, null, 1), 3)).toMatchObject({ do: "retry", delayMs: 20_000 });
  });

  it("waits for the first try to finish when the same key is still in progress (409)", () => {
    expect(decide(answer(409, { code: "request_in_progress" }, 3), 1)).toMatchObject({ do: "retry", delayMs: FIRST_DELAY_MS });
    expect(decide(answer(409, { code: "request_in_progress" }, 30), 1)).toMatchObject({ do: "retry", delayMs: 30_000 });
  });

  it("keeps a request over the daily quota until Retry-After, else an hour", () => {
    expect(decide(answer(429, { code: "rate_limited" }, 7200), 1)).toMatchObject({ do: "retry", delayMs: 7_200_000 });
    expect(decide(answer(429, { code: "rate_limited" }), 1)).toMatchObject({ do: "retry", delayMs: QUOTA_DELAY_MS });
  });

  it("waits for a new sign-in on 401, never dropping the request", () => {
    expect(decide(answer(401, { code: "unauthorized" }), 1)).toEqual({ do: "signed-out" });
  });

  it.each([
    [400, "validation_failed"],
    [413, "payload_too_large"],
    [415, "unsupported_media_type"],
    [422, "idempotency_key_reused"],
    [409, "activity_not_started"],
    [404, "not_found"],
  ])("keeps %i %s for the user to fix, with the server's words", (status, code) => {
    expect(decide(answer(status, { code, detail: "Maydon noto'g'ri" }), 1)).toEqual({
      do: "attention",
      error: { status, code, message: "Maydon noto'g'ri" },
    });
  });

  it("keeps a refusal whose body is not JSON, with what is known", () => {
    expect(decide(answer(400, null), 1)).toEqual({ do: "attention", error: { status: 400, code: null, message: null } });
  });
});
