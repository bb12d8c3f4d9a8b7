// The role order of docs/sharing.md: random pairs of roles (fast-check) and the issue's own table.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHILD_ROLES, FIELD_ROLES, memberRolesFor, roleAllows, ruleTarget } from "./roles";
import { CODE_ALPHABET, CODE_BITS, TOKEN_BITS, hashSecret, newCode, newToken, normaliseCode } from "./codes";

const childRole = fc.constantFrom(...CHILD_ROLES);
const anyText = fc.string({ maxLength: 12 });

describe("roleAllows", () => {
  it("is an order: reflexive, transitive, the owner may everything, and an unknown role nothing", () => {
    fc.assert(
      fc.property(childRole, childRole, childRole, anyText, (a, b, c, junk) => {
        expect(roleAllows("child", a, a)).toBe(true);
        if (roleAllows("child", a, b) && roleAllows("child", b, c)) expect(roleAllows("child", a, c)).toBe(true);
        expect(roleAllows("child", "owner", a)).toBe(true);
        if (!(CHILD_ROLES as readonly string[]).includes(junk)) {
          expect(roleAllows("child", junk, a)).toBe(false);
          expect(roleAllows("child", a, junk)).toBe(false);
        }
        // Two different roles never allow each other both ways.
        if (a !== b) expect(roleAllows("child", a, b) && roleAllows("child", b, a)).toBe(false);
      }),
    );
  });

  it("follows the issue's table", () => {
    // [role, what it needs, allowed]
    const table: [string, string, boolean][] = [
      ["viewer", "viewer", true], ["viewer", "caregiver", false], ["viewer", "owner", false],
      ["caregiver", "viewer", true], ["caregiver", "caregiver", true], ["caregiver", "owner", false],
      ["owner", "caregiver", true],
    ];
    for (const [have, need, allowed] of table) expect(roleAllows("child", have, need), `${have} ${need}`).toBe(allowed);
    expect(roleAllows("field", "worker", "viewer")).toBe(true);
    expect(roleAllows("field", "worker", "owner")).toBe(false);
    expect(roleAllows("field", "caregiver", "viewer")).toBe(false); // a child's role means nothing on a field
  });

  it("accepts exactly the member rows whose role allows the need, never an owner row", () => {
    for (const kind of ["child", "field"] as const) {
      for (const need of kind === "child" ? CHILD_ROLES : FIELD_ROLES) {
        const accepted = memberRolesFor(kind, need);
        expect(accepted).not.toContain("owner");
        for (const role of kind === "child" ? CHILD_ROLES : FIELD_ROLES) {
          if (role !== "owner") expect(accepted.includes(role)).toBe(roleAllows(kind, role, need));
        }
      }
    }
    expect(memberRolesFor("child", "owner")).toEqual([]);
    expect(ruleTarget("account")).toBeNull();
    expect(ruleTarget({ field: "worker" })).toEqual({ kind: "field", need: "worker" });
  });
});

describe("invitation secrets", () => {
  it("has a token of at least 128 bits and a code a person can read, re-typed in any case or spacing", () => {
    expect(TOKEN_BITS).toBeGreaterThanOrEqual(128);
    expect(CODE_BITS).toBeGreaterThan(35);
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    fc.assert(
      fc.property(fc.constantFrom(" ", "", "-", "  "), fc.boolean(), (gap, lower) => {
        const code = newCode();
        expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`));
        const typed = code.replace("-", gap);
        expect(normaliseCode(lower ? typed.toLowerCase() : typed)).toBe(code.replace("-", ""));
      }),
    );
  });

  it("refuses what cannot be a code, and stores only a hash that differs per secret", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const code = normaliseCode(typed);
        if (code !== null) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
      }),
    );
    for (const bad of ["", "ABCD-EFG", "O0O0-1111", "ABCD-EFGHJ", "ABCD EFG!"]) expect(normaliseCode(bad), bad).toBeNull();
    const [a, b] = [newToken(), newToken()];
    expect(a).not.toBe(b);
    expect(hashSecret(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(a)).not.toBe(hashSecret(b));
    expect(hashSecret(a)).not.toContain(a);
  });
});
