// The layers of docs/architecture.md as ESLint enforces them (no-restricted-imports in
// eslint.config.mjs), tried on files that are not in the tree: lib/ imports neither app/ nor
// components/, only the HTTP edge (lib/http/, lib/endpoints/, lib/openapi/) imports lib/http,
// and components/ reaches neither app/ nor the database. A relative path counts as the alias.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The restricted imports ESLint finds in `code` written as the file `filePath`. */
async function refused(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message.split("'")[1]);
}

describe("the layers ESLint enforces", () => {
  it("keeps app/ and components/ out of lib/", async () => {
    expect(await refused("lib/soil/scratch.ts", 'import { x } from "@/components/ui/link";')).toEqual(["@/components/ui/link"]);
    expect(await refused("lib/soil/scratch.ts", 'import { x } from "../../components/ui/link";')).toEqual(["../../components/ui/link"]);
    expect(await refused("lib/scratch.ts", 'import { x } from "../components/ui/link";')).toEqual(["../components/ui/link"]);
    expect(await refused("lib/soil/scratch.ts", 'import { x } from "@/app/load-record";')).toEqual(["@/app/load-record"]);
    expect(await refused("lib/soil/scratch.ts", 'import { x } from "../../app/load-record";')).toEqual(["../../app/load-record"]);
    expect(await refused("lib/http/scratch.ts", 'import { x } from "@/components/ui/link";')).toEqual(["@/components/ui/link"]);
    expect(await refused("lib/soil/scratch.test.ts", 'import { x } from "@/app/load-record";')).toEqual(["@/app/load-record"]);
  });

  it("lets only the HTTP edge import lib/http", async () => {
    expect(await refused("lib/soil/scratch.ts", 'import { x } from "@/lib/http/route";')).toEqual(["@/lib/http/route"]);
    expect(await refused("lib/children/scratch.ts", 'import { x } from "../http/problem";')).toEqual(["../http/problem"]);
    expect(await refused("lib/scratch.test.ts", 'import { x } from "./http/route";')).toEqual(["./http/route"]);
    for (const file of ["lib/http/scratch.ts", "lib/endpoints/scratch.ts", "lib/openapi/scratch.ts", "app/api/scratch/route.ts", "components/scratch.tsx"]) {
      expect(await refused(file, 'import { x } from "@/lib/http/field-messages";')).toEqual([]);
    }
  });

  it("keeps app/ and the database out of components/", async () => {
    expect(await refused("components/farmers/scratch.tsx", 'import { x } from "@/app/load-record";')).toEqual(["@/app/load-record"]);
    expect(await refused("components/farmers/scratch.tsx", 'import { x } from "../../app/load-record";')).toEqual(["../../app/load-record"]);
    expect(await refused("components/farmers/scratch.tsx", 'import { x } from "@/lib/db/client";')).toEqual(["@/lib/db/client"]);
    expect(await refused("components/farmers/scratch.tsx", 'import { x } from "../../lib/db/client";')).toEqual(["../../lib/db/client"]);
    expect(await refused("components/farmers/scratch.tsx", 'import { x } from "@/lib/soil/limits";')).toEqual([]);
  });

  it("lets lib/ import lib/ and packages", async () => {
    expect(await refused("lib/soil/scratch.ts", 'import { x } from "@/lib/db/client";')).toEqual([]);
    expect(await refused("lib/soil/scratch.ts", 'import { x } from "./pipeline";')).toEqual([]);
    expect(await refused("lib/soil/scratch.ts", 'import { x } from "zod";')).toEqual([]);
  });
});
