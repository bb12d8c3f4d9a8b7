// Writes the OpenAPI document (the same one GET /api/openapi.json serves) to a file, or to
// stdout without an argument: `npm run openapi:write -- openapi.json`.
import { writeFileSync } from "node:fs";
import { openApiDocument } from "@/lib/openapi/document";

const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
const out = process.argv[2];
if (out) writeFileSync(out, text);
else process.stdout.write(text);
