// The typed client of the contract test is generated from the document and committed, so the
// type check sees it; this fails when a schema or operation changed without regenerating it.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { CLIENT_TYPES_FILE, generateClientTypes } from "./client-types";

it(`${CLIENT_TYPES_FILE} is up to date (else run: npm run openapi:types)`, async () => {
  const committed = readFileSync(CLIENT_TYPES_FILE, "utf8");
  expect(committed === (await generateClientTypes()), `${CLIENT_TYPES_FILE} is stale: run npm run openapi:types`).toBe(true);
});
