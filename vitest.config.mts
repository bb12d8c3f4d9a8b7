import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "prisma/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Integration tests share one database; files run one at a time to keep it simple and
    // deterministic on a 2-core machine.
    fileParallelism: false,
    globalSetup: ["./lib/test/global-setup.ts"],
    setupFiles: ["./lib/test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
