// `npm run openapi:types`: writes the typed client's types (e2e/contract/schema.d.ts, not
// committed) from the OpenAPI document; `npm test`, `npm run build` and `npm run typecheck` run it.
import { writeFileSync } from "node:fs";
import { CLIENT_TYPES_FILE, generateClientTypes } from "@/lib/openapi/client-types";

writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes());
console.log(`wrote ${CLIENT_TYPES_FILE}`);
