// For properties that check hundreds of thousands of values (the plan grids): each expect() that
// passes still updates vitest's shared assertion state, which costs more than building a plan.
// `check` tests the condition in plain JavaScript and runs the expect() only when it does not
// hold, so a failure reads exactly as the expect() alone would.
import { expect } from "vitest";

export function check(holds: boolean, report: () => void): void {
  if (holds) return;
  report();
  // The condition and its expect() must say the same: a report that passed is a bug in the test.
  expect.fail("check: the condition failed but its expect() passed");
}
