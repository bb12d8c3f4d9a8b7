// `npm run openapi:lint` (in `npm test`): writes the generated document to a temporary file and
// lints it with Redocly CLI and ./redocly.yaml. Offline: telemetry and update checks are off.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openApiDocument } from "@/lib/openapi/document";

const dir = mkdtempSync(path.join(tmpdir(), "openapi-"));
const file = path.join(dir, "openapi.json");
writeFileSync(file, JSON.stringify(openApiDocument(), null, 2));
const result = spawnSync("npx", ["--no-install", "redocly", "lint", file, "--config", "redocly.yaml", "--format", "codeframe"], {
  stdio: "inherit",
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", REDOCLY_SUPPRESS_NOTIFICATIONS: "true" },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
