import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Tests read loosely typed JSON bodies; `any` there keeps assertions readable.
    files: ["**/*.test.ts", "lib/test/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  { ignores: [".next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/sw.js"] },
];

export default config;
