import { describe, expect, it } from "vitest";
import { nextMilestoneCheck } from "@/lib/vaccinations/milestone-checks";

describe("the next milestone check (CDC/AAP ages)", () => {
  it("is the first check age on or after today by real age for a term baby", () => {
    expect(nextMilestoneCheck("2025-01-15", 39, "2025-03-16")).toEqual({ months: 4, date: "2025-05-15" });
    expect(nextMilestoneCheck("2025-01-15", null, "2025-03-15")).toEqual({ months: 2, date: "2025-03-15" });
    expect(nextMilestoneCheck("2019-01-15", null, "2025-01-16")).toBeNull();
  });

  it("counts from the due date for a baby born at 30 weeks (10 weeks early) while under 24 months", () => {
    // Due date 2025-03-26: the 2-month check on 2025-05-26, not 2025-03-15.
    expect(nextMilestoneCheck("2025-01-15", 30, "2025-03-16")).toEqual({ months: 2, date: "2025-05-26" });
    // The 24-month check falls after 24 months of real age: real age again.
    expect(nextMilestoneCheck("2025-01-15", 30, "2026-12-01")).toEqual({ months: 24, date: "2027-01-15" });
  });
});
