// recordedByView (docs/sharing.md, "Who recorded each record"): random recorders, callers and
// people (fast-check), and the cases of the walk.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordedBySchema, recordedByView } from "./recorded-by";

const id = fc.constantFrom("a", "b", "c", "d");

describe("recordedByView", () => {
  it("says 'you' only to the recorder, 'former' only for someone gone, and never carries an id", () => {
    fc.assert(
      fc.property(fc.option(id, { nil: null }), id, fc.uniqueArray(id), fc.string({ minLength: 1, maxLength: 8 }), (recorder, caller, people, name) => {
        const found = recorder === null ? undefined : { name, current: people.includes(recorder) };
        const view = recordedByView(recorder, found, caller);
        expect(recordedBySchema.strict().safeParse(view).success).toBe(true);
        expect(view.you).toBe(recorder === caller);
        expect(view.former === true).toBe(recorder === null || (recorder !== caller && !people.includes(recorder)));
        expect(view.name).toBe(recorder === null ? null : name);
        expect(Object.keys(view).every((key) => ["name", "you", "former"].includes(key))).toBe(true);
      }),
    );
  });

  it("follows the walk: the grandmother, the mother, after removal, after deletion", () => {
    const buvi = { name: "Buvi", current: true };
    expect(recordedByView("grandmother", buvi, "mother")).toEqual({ name: "Buvi", you: false });
    expect(recordedByView("grandmother", buvi, "grandmother")).toEqual({ name: "Buvi", you: true });
    expect(recordedByView("grandmother", { ...buvi, current: false }, "mother")).toEqual({ name: "Buvi", you: false, former: true });
    expect(recordedByView(null, undefined, "mother")).toEqual({ name: null, you: false, former: true });
  });
});
