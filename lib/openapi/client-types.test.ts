// The contract test's client is typed by what openapi-typescript makes of our document (generated
// before the type check, not committed). A document it could not read in full (a newer OpenAPI
// feature, a broken reference) would leave operations untyped, and the contract test's calls to
// them would type-check against nothing: every documented operation must be in the types.
import { expect, it } from "vitest";
import { generateClientTypes } from "./client-types";
import { openApiDocument } from "./document";

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

it("the client types carry every documented operation under its path and method", async () => {
  const types = await generateClientTypes();
  const paths = openApiDocument().paths ?? {};
  const expected = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, { operationId?: string } | undefined>)[method];
      return operation?.operationId ? [{ path, method, id: operation.operationId }] : [];
    }),
  );
  expect(expected.length).toBeGreaterThan(40);
  const missing = expected.filter(({ path, method, id }) => {
    const start = types.indexOf(`    ${JSON.stringify(path)}: {\n`);
    const end = types.indexOf("\n    };\n", start);
    return start < 0 || !types.slice(start, end).includes(`        ${method}: operations[${JSON.stringify(id)}];`);
  });
  expect(missing).toEqual([]);
});
