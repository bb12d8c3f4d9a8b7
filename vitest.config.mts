import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // `import "server-only"` marks modules that touch the database or secrets; Next's bundler
    // turns it into an error in client code. Tests run those modules on the server side, so
    // the marker resolves to the empty module Next itself uses there.
    alias: { "server-only": "next/dist/compiled/server-only/empty.js" },
  },
  test: {
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "prisma/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Each file gets its own copy of the run's seeded database (tests/setup/), so files run in
    // parallel workers. Three on a 2-core machine, since a file spends part of its time waiting
    // on the database: 93 s against 101 s with two, on an idle machine (docs/testing.md).
    fileParallelism: true,
    // Worker threads, and a worker's modules loaded once for all the files it runs rather than
    // again for each file: the run takes half the CPU it did (docs/testing.md, "Modules loaded
    // once per worker"). What a file changes outside its database is undone by the file itself
    // (environment variables, the stand-in model, fake timers); each file still gets its own database.
    pool: "threads",
    isolate: false,
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    globalSetup: ["./tests/setup/global-setup.ts"],
    setupFiles: ["./tests/setup/setup.ts"],
    // Vitest's own report, then the ten slowest files (docs/testing.md).
    reporters: ["default", "./tests/setup/slowest-files.ts"],
    // A timeout is there to stop a hung test, not to measure speed. The embedded database
    // (no DATABASE_URL) runs every statement in WebAssembly on one thread, several times slower
    // than PostgreSQL; on a busy 2-core machine the export tests took 34-51 s there, so they get
    // three times the room.
    testTimeout: process.env.DATABASE_URL ? 30_000 : 90_000,
    hookTimeout: 120_000,
  },
});
