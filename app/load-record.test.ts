// The one way a page turns a missing record into the not-found page (load-record.ts).
import { randomUUID } from "node:crypto";
import { isHTTPAccessFallbackError } from "next/dist/client/components/http-access-fallback/http-access-fallback";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/problems/error";
import { loadRecord } from "./load-record";

/** What loadRecord threw: "not found" for Next's not-found signal, else the error itself. */
async function outcome(promise: Promise<unknown>): Promise<unknown> {
  try {
    return { value: await promise };
  } catch (error) {
    return isHTTPAccessFallbackError(error) ? "not found" : error;
  }
}

describe("loadRecord", () => {
  it("answers the record a service loads", async () => {
    expect(await outcome(loadRecord(randomUUID(), async () => "child"))).toEqual({ value: "child" });
  });

  it("is the not-found page for an id that is not UUID text, without asking the service", async () => {
    let asked = false;
    const load = async () => {
      asked = true;
      return "child";
    };
    for (const id of ["abc", "1", `${randomUUID()}x`, ""]) expect(await outcome(loadRecord(id, load))).toBe("not found");
    expect(asked).toBe(false);
  });

  it("is the not-found page for a service's 404 (unknown, deleted or another user's record)", async () => {
    expect(await outcome(loadRecord(randomUUID(), async () => Promise.reject(new AppError("not_found", { detail: "child" }))))).toBe("not found");
  });

  it("passes any other problem on to the error page", async () => {
    const conflict = new AppError("activity_not_started");
    expect(await outcome(loadRecord(randomUUID(), async () => Promise.reject(conflict)))).toBe(conflict);
    const crash = new Error("database down");
    expect(await outcome(loadRecord(randomUUID(), async () => Promise.reject(crash)))).toBe(crash);
  });
});
