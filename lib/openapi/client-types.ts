// TypeScript types of the API for clients, generated from the document by openapi-typescript.
// The contract test's client (e2e/contract) is typed with them. They are not committed (about
// 10,000 generated lines): scripts/openapi-types.mts writes them, and `npm test`, `npm run build`
// and `npm run typecheck` run it before anything reads them.
// Dev-only: nothing the app serves imports this module.
import openapiTS, { astToString } from "openapi-typescript";
import { openApiDocument } from "./document";

export const CLIENT_TYPES_FILE = "e2e/contract/schema.d.ts";

const HEADER = `// Generated from the OpenAPI document by openapi-typescript: do not edit.
// Written by \`npm run openapi:types\`, which npm test, npm run build and npm run typecheck run first.
`;

export async function generateClientTypes(): Promise<string> {
  const ast = await openapiTS(JSON.stringify(openApiDocument()), { alphabetize: false, exportType: true });
  return `${HEADER}\n${astToString(ast)}`;
}
