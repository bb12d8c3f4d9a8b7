// TEMPORARY STUB until the catalogue loader lands (helper will replace this file).
import type { PrismaClient } from "@/lib/generated/prisma/client";
export async function seedCatalogue(_prisma: PrismaClient) {
  return { categories: 0, activities: 0, assets: 0 };
}
