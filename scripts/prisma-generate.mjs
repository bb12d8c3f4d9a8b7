// `prisma generate` without internet: the CLI wants a native schema engine it would download,
// but generate never runs it, so any existing file satisfies the check. Machines that have the
// real engine (or set the variable themselves) keep theirs.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
const result = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
