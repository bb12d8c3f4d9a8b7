import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { recordBeforeBirthMessage } from "@/lib/children/birth-date-messages";
import { formatDay } from "@/lib/i18n/format";
import type { ProblemRecord } from "@/lib/problems/spec";

const isoDay = fc.integer({ min: 0, max: 3650 }).map((n) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10));
const recordArb = fc.record({
  kind: fc.constantFrom<ProblemRecord["kind"]>("growth", "vaccination", "milestone", "activity"),
  id: fc.constantFrom("bcg", "m06-rolls", "a3e1c5d7-2b4f-4a6c-8e0d-1f2a3b4c5d6e"),
  date: isoDay,
});

describe("records_before_birth messages", () => {
  it("keeps the English wording clients already show", () => {
    const record = { kind: "vaccination", id: "bcg", date: "2024-06-05" } as const;
    expect(recordBeforeBirthMessage(record, "2024-09-01", "en")).toBe("vaccination bcg is dated 2024-06-05, before the new birth date 2024-09-01.");
    expect(recordBeforeBirthMessage({ kind: "growth", id: "x", date: "2024-06-05" }, "2024-09-01", "en")).toBe(
      "growth record is dated 2024-06-05, before the new birth date 2024-09-01.",
    );
  });

  it("speaks Uzbek and Russian under uz and ru: no English word, both dates written out, any record", () => {
    fc.assert(
      fc.property(recordArb, isoDay, fc.constantFrom("uz" as const, "ru" as const), (record, birth, locale) => {
        const message = recordBeforeBirthMessage(record, birth, locale);
        expect(message).not.toMatch(/\b(is dated|before|record|vaccination|milestone|activity|growth)\b/);
        expect(message).toContain(formatDay(record.date, locale));
        expect(message).toContain(formatDay(birth, locale));
        if (record.kind === "vaccination" || record.kind === "milestone") expect(message).toContain(`(${record.id})`);
      }),
    );
  });
});
