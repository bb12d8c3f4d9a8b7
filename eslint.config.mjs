import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers (docs/architecture.md): app/ (routes, pages, server actions) -> lib/ (services)
// -> lib/db. components/ is UI only: it gets data and server actions from app/ as props.
const APP = { group: ["@/app", "@/app/**"], message: "Only app/ imports app/: pass data and server actions down as props (docs/architecture.md)." };
const DATABASE = {
  group: ["@/lib/db", "@/lib/db/**", "@/lib/generated/**", "@prisma/*"],
  message: "UI code never reaches the database: a page or server action calls a lib/ service (docs/architecture.md).",
};

// Links go through components/ui/link.tsx, which turns prefetching off (docs/performance.md).
const LINK = { name: "next/link", message: "Import Link from @/components/ui/link: the app's links do not prefetch (docs/performance.md)." };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Tests read loosely typed JSON bodies; `any` there keeps assertions readable.
    files: ["**/*.test.ts", "lib/test/**", "e2e/**", "scripts/cluster/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { paths: [LINK] }] },
  },
  {
    files: ["components/**"],
    rules: { "no-restricted-imports": ["error", { paths: [LINK], patterns: [APP, DATABASE] }] },
  },
  {
    // lib/test/ is the test harness: its API tests and helpers call route handlers on purpose.
    files: ["lib/**"],
    ignores: ["lib/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ ...APP, message: "lib/ never depends on app/; tests that call route handlers live in lib/test/ (docs/architecture.md)." }] },
      ],
    },
  },
  { ignores: [".next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/sw.js"] },
];

export default config;
