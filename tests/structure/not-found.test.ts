// One way to turn a missing record into the not-found page: app/load-record.ts. No other file of
// app/ checks a path id itself (its own UUID pattern, an id schema, isRecordId) or catches a
// service's 404 to call notFound(): such a copy drifts from the others. Pages may still call
// notFound() for what is not a record lookup (a missing query parameter, two reports of
// different fields). Server actions ("use server" files) render no page: they validate a form's
// ids with the API's own schemas and answer a 404 with a redirect or nothing, so they are not
// read here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { filesUnder } from "./source-files";

const OWNER = "app/load-record.ts";
const OWN_ID_CHECK = /isRecordId\(|idSchema|ParamsSchema\.safeParse|idParams\(|\[0-9a-f\]\{8\}|z\.(uuid|guid)\(/i;
const CATCHES_404 = /["']not_found["']/;

/** Why `text` (a file of app/) handles a missing record itself, or null. */
export function ownNotFoundPath(text: string): string | null {
  if (OWN_ID_CHECK.test(text)) return "checks a path id itself";
  if (CATCHES_404.test(text) && /\bnotFound\(\)/.test(text)) return "turns a service's 404 into notFound() itself";
  return null;
}

describe("the not-found path", () => {
  const isAction = (file: string) => /^\s*["']use server["']/.test(readFileSync(file, "utf8"));
  const files = filesUnder("app").filter((file) => file !== OWNER && !file.endsWith(".test.ts") && !isAction(file));

  it("reads the pages", () => {
    expect(files).toEqual(expect.arrayContaining(["app/(farmers)/soil/data.ts", "app/(parents)/children/[id]/summary/page.tsx"]));
    expect(files).not.toContain("app/(parents)/children/actions.ts");
    expect(ownNotFoundPath(readFileSync(OWNER, "utf8"))).not.toBeNull();
  });

  it("goes through app/load-record.ts alone", () => {
    const own = files.flatMap((file) => {
      const why = ownNotFoundPath(readFileSync(file, "utf8"));
      return why ? [`${file}: ${why}`] : [];
    });
    expect(own).toEqual([]);
  });

  it("tells an own not-found path from a call of loadRecord", () => {
    expect(ownNotFoundPath('if (!/^[0-9a-f]{8}-/.test(id)) notFound();')).toBe("checks a path id itself");
    expect(ownNotFoundPath("if (!childIdParamsSchema.safeParse({ id }).success) notFound();")).toBe("checks a path id itself");
    expect(ownNotFoundPath('catch (error) { if (isProblem(error, "not_found")) notFound(); }')).toBe("turns a service's 404 into notFound() itself");
    expect(ownNotFoundPath('if (!isProblem(error, "not_found")) throw error; redirect("/children");')).toBeNull();
    expect(ownNotFoundPath("return loadRecord(id, () => getChild(userId, id));")).toBeNull();
  });
});
