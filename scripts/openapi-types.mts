// `npm run openapi:types`: regenerates the typed client's types (e2e/contract/schema.d.ts)
// from the OpenAPI document.
import { writeFileSync } from "node:fs";
import { CLIENT_TYPES_FILE, generateClientTypes } from "@/lib/openapi/client-types";

writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes());
console.log(`wrote ${CLIENT_TYPES_FILE}`);
