// zod -> JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) with zod 4's own converter.
import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

// z.number().int() carries JavaScript's safe-integer range; it tells a client nothing.
function dropSafeIntegerBounds(ctx: { jsonSchema: JsonSchema }) {
  const schema = ctx.jsonSchema;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
}

const OPTIONS = { target: "draft-2020-12", override: dropSafeIntegerBounds } as const;

// $schema and $id belong to standalone JSON Schema documents, not to parts of an OpenAPI one.
function embedded(schema: unknown): JsonSchema {
  const { $schema, $id, ...rest } = schema as JsonSchema;
  void $schema;
  void $id;
  return rest;
}

/** One schema, inline (parameters). */
export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return embedded(z.toJSONSchema(schema, { ...OPTIONS, io }));
}

/**
 * Named schemas for components/schemas. They share one registry, so a named schema nested in
 * another becomes a $ref to its component instead of a copy.
 */
export function toComponentSchemas(named: Record<string, z.ZodType>, io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...OPTIONS, io, uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]));
}
