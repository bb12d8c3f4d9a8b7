import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/problems/error";
import { readBodyExact, UPLOAD_BUDGET_BYTES, withUploadBudget } from "@/lib/http/upload-budget";

const MB = 1024 * 1024;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("withUploadBudget", () => {
  it("runs requests within the budget together and queues the rest in order", async () => {
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = (name: string, weight: number) =>
      withUploadBudget(weight, async () => {
        events.push(`start ${name}`);
        await gate;
        events.push(`end ${name}`);
      });
    const all = Promise.all([job("a", 10 * MB), job("b", 10 * MB), job("c", 10 * MB)]);
    await tick();
    expect(events).toEqual(["start a", "start b"]);
    release();
    await all;
    expect(events.slice(2)).toEqual(["end a", "end b", "start c", "end c"]);
  });

  it("runs a request larger than the budget alone rather than never", async () => {
    await expect(withUploadBudget(UPLOAD_BUDGET_BYTES * 3, async () => "done")).resolves.toBe("done");
  });

  it("releases the budget when the work fails", async () => {
    await expect(withUploadBudget(UPLOAD_BUDGET_BYTES, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(withUploadBudget(UPLOAD_BUDGET_BYTES, async () => 1)).resolves.toBe(1);
  });

  it("answers 503 with Retry-After after waiting too long", async () => {
    let release!: () => void;
    const holder = withUploadBudget(UPLOAD_BUDGET_BYTES, () => new Promise<void>((resolve) => (release = resolve)));
    const waiting = withUploadBudget(MB, async () => "late", 20);
    await expect(waiting).rejects.toMatchObject({ status: 503, code: "analysis_unavailable", retryAfterSeconds: 10 });
    release();
    await holder;
    await expect(withUploadBudget(MB, async () => "next")).resolves.toBe("next");
  });
});

describe("readBodyExact", () => {
  const request = (body: BodyInit, length?: number) =>
    new Request("http://localhost/x", { method: "POST", body, headers: length === undefined ? {} : { "content-length": String(length) } });

  it("reads a body of its declared length into one buffer", async () => {
    const bytes = await readBodyExact(request(new Uint8Array(70_000).fill(3), 70_000), MB);
    expect(bytes.byteLength).toBe(70_000);
    expect(bytes[69_999]).toBe(3);
  });

  it("reads a body without Content-Length, and refuses one over the limit with 413", async () => {
    expect((await readBodyExact(request("hello"), MB)).byteLength).toBe(5);
    await expect(readBodyExact(request("x".repeat(100)), 10)).rejects.toBeInstanceOf(AppError);
    await expect(readBodyExact(request("x", MB + 1), MB)).rejects.toMatchObject({ status: 413 });
  });

  it("never writes past the declared length", async () => {
    await expect(readBodyExact(request("0123456789", 4), MB)).rejects.toMatchObject({ status: 413 });
  });
});
