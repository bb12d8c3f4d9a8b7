import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers (docs/architecture.md): app/ (routes, pages, server actions) -> lib/ (services)
// -> lib/db. components/ is UI only: it gets data and server actions from app/ as props.
const APP = { group: ["@/app", "@/app/**"], message: "Only app/ imports app/: pass data and server actions down as props (docs/architecture.md)." };
const DATABASE = {
  group: ["@/lib/db/client", "@/lib/db/**", "@/lib/generated/**", "@prisma/*"],
  message: "UI code never reaches the database: a page or server action calls a lib/ service (docs/architecture.md).",
};

// A relative path reaches the same modules as the alias, so each rule names both spellings.
const relativeTo = (folder) => `^(\\.\\./)+${folder}(/|$)`;
const APP_RELATIVE = { regex: relativeTo("app"), message: APP.message };
const DATABASE_RELATIVE = { regex: relativeTo("lib/(db|generated)"), message: DATABASE.message };

// lib/ never depends on app/ or components/ (docs/architecture.md, "The layers").
const LIB_LAYERS = [
  { group: APP.group, message: "lib/ never depends on app/; tests that call route handlers live in tests/ (docs/architecture.md)." },
  { regex: relativeTo("app"), message: "lib/ never depends on app/ (docs/architecture.md)." },
  { group: ["@/components", "@/components/**"], message: "lib/ never depends on components/: move what both need into lib/ (docs/architecture.md)." },
  { regex: relativeTo("components"), message: "lib/ never depends on components/: move what both need into lib/ (docs/architecture.md)." },
];
// Only the HTTP edge reads requests and builds responses (docs/architecture.md, "The HTTP edge
// is lib/http/"); the domain folders take parsed values and return data or AppErrors.
const HTTP_EDGE = ["lib/http/**", "lib/endpoints/**", "lib/openapi/**"];
const HTTP_MESSAGE = "Only lib/http, lib/endpoints and lib/openapi import the HTTP edge: a service takes parsed values and throws AppError (docs/architecture.md).";
const HTTP = [
  { group: ["@/lib/http", "@/lib/http/**"], message: HTTP_MESSAGE },
  { regex: "^(\\.{1,2}/)+(lib/)?http(/|$)", message: HTTP_MESSAGE },
];

// Links go through components/ui/link.tsx, which turns prefetching off (docs/performance.md).
const LINK = { name: "next/link", message: "Import Link from @/components/ui/link: the app's links do not prefetch (docs/performance.md)." };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Tests read loosely typed JSON bodies; `any` there keeps assertions readable.
    files: ["**/*.test.ts", "tests/**", "e2e/**", "scripts/cluster/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { paths: [LINK] }] },
  },
  {
    files: ["components/**"],
    rules: { "no-restricted-imports": ["error", { paths: [LINK], patterns: [APP, APP_RELATIVE, DATABASE, DATABASE_RELATIVE] }] },
  },
  {
    // lib/ is below app/ and beside components/: it depends on neither. The test harness that
    // calls route handlers lives in tests/, outside lib/, so the rule has no exception.
    files: ["lib/**"],
    ignores: HTTP_EDGE,
    rules: { "no-restricted-imports": ["error", { patterns: [...LIB_LAYERS, ...HTTP] }] },
  },
  {
    // The HTTP edge, the endpoint definitions and the OpenAPI document may read lib/http.
    files: HTTP_EDGE,
    rules: { "no-restricted-imports": ["error", { patterns: LIB_LAYERS }] },
  },
  { ignores: [".next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/sw.js"] },
];

export default config;
