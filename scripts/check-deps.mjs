// Fails when an installed package is older than the first version without a known
// vulnerability that affects us. The list is ours to keep current as advisories appear;
// it checks what is actually installed (package-lock), not just the ranges in package.json.
import { readFileSync } from "node:fs";

const MINIMUM = {
  next: "16.4.6",
  "next-auth": "4.24.15",
};

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const parse = (version) => version.split("-")[0].split(".").map(Number);
const older = (a, b) => {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
};

const problems = [];
for (const [name, minimum] of Object.entries(MINIMUM)) {
  // Every copy in the tree counts, including nested ones pulled in by other packages.
  const copies = Object.entries(lock.packages).filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`));
  if (copies.length === 0) problems.push(`${name} is not installed`);
  for (const [path, info] of copies) {
    if (older(info.version, minimum)) problems.push(`${path}@${info.version} is older than ${minimum}`);
  }
}
if (problems.length) {
  console.error(`Known-vulnerable versions:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`dependency check: ok (${Object.entries(MINIMUM).map(([n, v]) => `${n} >= ${v}`).join(", ")})`);
