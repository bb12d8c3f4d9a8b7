// Seeds the catalogue (always) and the demo account (never in production). Idempotent: running
// it again updates the catalogue in place and leaves the demo account as it is.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { env } from "@/lib/env";
import { seedCatalogue } from "./seed-catalogue";

export const DEMO_ACCOUNT = { email: "demo@example.com", password: "demo12345", name: "Demo" } as const;

export async function seed(prisma: PrismaClient, { log = console.log }: { log?: (line: string) => void } = {}) {
  const catalogue = await seedCatalogue(prisma);
  log(`catalogue: ${catalogue.categories} categories, ${catalogue.activities} activities, ${catalogue.assets} assets`);
  if (env().NODE_ENV === "production" && !process.argv.includes("--demo")) return;
  const existing = await prisma.user.findUnique({ where: { email: DEMO_ACCOUNT.email }, select: { id: true } });
  if (!existing) {
    await prisma.user.create({
      data: { email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.name, passwordHash: await hashPassword(DEMO_ACCOUNT.password) },
    });
  }
  log(`demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
}
