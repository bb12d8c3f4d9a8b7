// Control characters are refused in every text field of every request (lib/http/text-input.ts):
// each string a request schema takes, in every endpoint's body, query and path, is sent with a
// control character through route() and must come back 400 with an error on that very field.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OPERATIONS } from "@/lib/endpoints";
import { route } from "@/lib/http/route";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, safeParseInput } from "@/lib/http/text-input";
import { soilSubmissionSchema } from "@/lib/soil/submission-schema";
import { call } from "@/tests/helpers/http";

type Json = { type?: string | string[]; properties?: Record<string, Json>; items?: Json; anyOf?: Json[]; oneOf?: Json[]; allOf?: Json[]; additionalProperties?: Json | boolean };

/** The path of every string the schema takes ("[]" an array's item, "*" a record's value). */
function stringPaths(schema: Json, path: string[] = []): string[][] {
  const types = [schema.type ?? []].flat();
  const own = types.includes("string") ? [path] : [];
  const props = Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => stringPaths(sub, [...path, key]));
  const items = schema.items ? stringPaths(schema.items, [...path, "[]"]) : [];
  const record = typeof schema.additionalProperties === "object" ? stringPaths(schema.additionalProperties, [...path, "*"]) : [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((sub) => stringPaths(sub, path));
  return [...own, ...props, ...items, ...record, ...alternatives];
}

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;

/** `base` with `text` put at `path` (arrays get one item, records the key "k"). */
function withText(base: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (head === "[]") return [withText(Array.isArray(base) ? base[0] : undefined, rest, text)];
  const object = base && typeof base === "object" && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  const key = head === "*" ? "k" : head;
  return { ...object, [key]: withText(object[key], rest, text) };
}

const dotted = (path: string[]) => path.map((part) => (part === "[]" ? "0" : part === "*" ? "k" : part)).join(".");
const unique = (paths: string[][]) => [...new Map(paths.map((p) => [p.join("/"), p])).values()];

const cases = OPERATIONS.flatMap((op) => {
  const definition = { params: op.params, query: op.query, body: op.body && !op.body.multipart ? { schema: op.body.schema } : undefined };
  const handler = route(definition, async () => ({ ok: true }));
  // Good path parameters, so a refusal of the query or body is not hidden behind one of the path.
  const goodParams = Object.fromEntries(Object.keys(op.params?.shape ?? {}).map((key) => [key, op.paramExamples?.[key] ?? "5f0e8a8e-4a43-4f8a-9d55-6b1f1c2d3e4f"]));
  const name = `${op.method} ${op.path}`;
  const body = definition.body
    ? unique(stringPaths(jsonSchemaOf(definition.body.schema))).map((path) => ({ name, where: "body" as const, path, handler, example: op.body?.example, goodParams }))
    : [];
  // On the wire every query and path parameter is text, whatever it is parsed into.
  const query = Object.keys(op.query?.shape ?? {}).map((key) => ({ name, where: "query" as const, path: [key], handler, example: undefined, goodParams }));
  const params = Object.keys(op.params?.shape ?? {}).map((key) => ({ name, where: "params" as const, path: [key], handler, example: undefined, goodParams }));
  return [...body, ...query, ...params];
});

describe("control characters in every text field of every endpoint", () => {
  it("finds the text fields (the walk itself works)", () => {
    expect(cases.filter((c) => c.where === "body").length).toBeGreaterThan(20);
    expect(cases.some((c) => c.name === "post /api/auth/register" && dotted(c.path) === "name")).toBe(true);
  });

  it.each(cases.map((c) => [`${c.name} ${c.where} ${dotted(c.path)}`, c] as const))("%s: 400 on that field", async (_, c) => {
    const text = "Nul\u0000Name";
    const options =
      c.where === "body"
        ? { method: "POST", params: c.goodParams, body: withText(c.example, c.path, text) }
        : c.where === "query"
          ? { params: c.goodParams, path: `/x?${c.path[0]}=${encodeURIComponent(text)}` }
          : { params: { ...c.goodParams, [c.path[0]]: text } };
    const res = await call(c.handler, options);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    const prefix = c.where === "body" ? "" : `${c.where}.`;
    expect(res.body.errors).toContainEqual({ path: prefix + dotted(c.path), message: CONTROL_CHARACTER_MESSAGE });
  });

  it("the soil form (parsed outside route(): JSON or multipart) refuses them too", () => {
    // Its photos' data is base64, refused by its own check (lib/http/soil-request.ts).
    const schema = soilSubmissionSchema;
    for (const path of unique(stringPaths(jsonSchemaOf(schema)))) {
      const result = safeParseInput(schema, withText(undefined, path, "a\u0007b"));
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: dotted(path).split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: CONTROL_CHARACTER_MESSAGE }));
    }
  });
});

// Characters that are refused: the C0 controls but tab, LF and CR; DEL; the C1 controls.
const CONTROLS = [...Array(0x20).keys(), 0x7f, ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i)]
  .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
  .map((code) => String.fromCharCode(code));

describe("which characters are refused", () => {
  it("every control character (the Unicode Cc list but tab, LF, CR), wherever it stands in a text", () => {
    expect(CONTROLS).toHaveLength(65 - 3);
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...CONTROLS), fc.string(), (before, control, after) => hasControlCharacter(before + control + after)),
    );
  });

  it("a lone surrogate (not text at all); a pair (an emoji) is fine", () => {
    expect(hasControlCharacter("a\uD83Db")).toBe(true);
    expect(hasControlCharacter("a\uDE00b")).toBe(true);
    expect(hasControlCharacter("Bola 😀")).toBe(false);
  });

  it("any other text passes, in any script, with tabs and line breaks", () => {
    const printable = fc.string({ unit: "grapheme" }).filter((s) => !/[\p{Cc}]/u.test(s.replace(/[\t\n\r]/g, "")));
    fc.assert(fc.property(printable, (text) => !hasControlCharacter(text)));
    for (const text of ["Oʻgʻiljon", "Ёқубжон Маҳмудов", "O'g'il\tbola\r\nikkinchi qator", "Ali 😀"]) expect(hasControlCharacter(text)).toBe(false);
  });

  it("nested values and keys are walked; a clean value reaches the schema unchanged", () => {
    const schema = z.object({ list: z.array(z.object({ note: z.string() })) });
    const refused = safeParseInput(schema, { list: [{ note: "ok" }, { note: "x\u001by" }] });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ["list", 1, "note"] })]);
    expect(safeParseInput(schema, { list: [{ note: "ok" }] })).toEqual({ success: true, data: { list: [{ note: "ok" }] } });
  });
});
