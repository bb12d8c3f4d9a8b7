import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { keepEnv } from "./file-state";

describe("keepEnv", () => {
  it("puts back changed, added and removed variables, whatever the changes were", () => {
    const name = fc.stringMatching(/^[A-Z_]{1,6}$/);
    const env = fc.dictionary(name, fc.string(), { maxKeys: 8 });
    fc.assert(
      fc.property(env, env, fc.array(name, { maxLength: 4 }), (before, changes, removed) => {
        const live = { ...before } as NodeJS.ProcessEnv;
        const restore = keepEnv(live);
        Object.assign(live, changes);
        for (const key of removed) delete live[key];
        restore();
        expect(live).toEqual(before);
      }),
    );
  });
});
