// Seeds the catalogue (always) and the demo account (never in production) with its family and
// field (seed-demo.ts, seed-demo-soil.ts). Idempotent: running it again updates the catalogue
// in place and leaves the demo account and its data as they are. Other accounts are never read.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { env } from "@/lib/env";
import { seedCatalogue } from "./seed-catalogue";
import { seedDemoFamily } from "./seed-demo";
import { seedDemoField } from "./seed-demo-soil";

export const DEMO_ACCOUNT = { email: "demo@example.com", password: "demo12345", name: "Demo" } as const;

export async function seed(prisma: PrismaClient, { log = console.log }: { log?: (line: string) => void } = {}) {
  const catalogue = await seedCatalogue(prisma);
  log(`catalogue: ${catalogue.categories} categories, ${catalogue.activities} activities, ${catalogue.assets} assets`);
  // The browser tests run a production build and explore the demo too (SEED_DEMO=1).
  if (env().NODE_ENV === "production" && !process.argv.includes("--demo") && process.env.SEED_DEMO !== "1") return;
  const demo =
    (await prisma.user.findUnique({ where: { email: DEMO_ACCOUNT.email }, select: { id: true } })) ??
    (await prisma.user.create({
      data: { email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.name, passwordHash: await hashPassword(DEMO_ACCOUNT.password) },
      select: { id: true },
    }));
  const family = await seedDemoFamily(prisma, demo.id);
  const field = await seedDemoField(prisma, demo.id);
  log(`demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}${family || field ? " (children and a field added)" : ""}`);
}
