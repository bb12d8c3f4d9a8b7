// TypeScript types of the API for clients, generated from the document by openapi-typescript.
// The contract test's client (e2e/contract) is typed with them; scripts/openapi-types.mts
// writes them and lib/openapi/client-types.test.ts fails when the committed copy is stale.
// Dev-only: nothing the app serves imports this module.
import openapiTS, { astToString } from "openapi-typescript";
import { openApiDocument } from "./document";

export const CLIENT_TYPES_FILE = "e2e/contract/schema.d.ts";

const HEADER = `// Generated from the OpenAPI document by openapi-typescript: do not edit.
// Regenerate with \`npm run openapi:types\` after changing a schema or an operation.
`;

export async function generateClientTypes(): Promise<string> {
  const ast = await openapiTS(JSON.stringify(openApiDocument()), { alphabetize: false, exportType: true });
  return `${HEADER}\n${astToString(ast)}`;
}
