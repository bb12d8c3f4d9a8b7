// seedCatalogue against real databases: a throwaway PostgreSQL database of its own (created
// beside DATABASE_URL and dropped afterwards; only when the run has a server, as CI's has), and
// an in-memory embedded PostgreSQL (PGlite), which the app uses without a server.
import { createHash, randomUUID } from "node:crypto";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { applyMigrations, pgRunner } from "@/lib/db/migrations";
import { assetKeysOf, loadCatalogue, mapAssetKeys, type Catalogue } from "@/lib/activities/catalogue";
import type { ActivityContent } from "@/lib/activities/content-schema";
import { seedCatalogue } from "./seed-catalogue";

interface Backend {
  prisma: PrismaClient;
  close(): Promise<void>;
}

const baseUrl = process.env.DATABASE_URL;

async function openPostgres(): Promise<Backend> {
  const adminUrl = new URL(baseUrl!);
  adminUrl.pathname = "/postgres";
  const name = `catalogue_test_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await applyMigrations(pgRunner(client));
  await client.end();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString() }) });
  return {
    prisma,
    async close() {
      await prisma.$disconnect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function openEmbedded(): Promise<Backend> {
  const pglite = new PGlite();
  await pglite.waitReady;
  await applyMigrations(pglite);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return { prisma, close: async () => { await prisma.$disconnect(); await pglite.close(); } };
}

const catalogue = loadCatalogue();
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function snapshot(prisma: PrismaClient) {
  const [categories, activities, assets] = await Promise.all([
    prisma.activityCategory.findMany({ orderBy: { slug: "asc" } }),
    prisma.activity.findMany({ orderBy: { slug: "asc" } }),
    prisma.mediaAsset.findMany({ orderBy: { key: "asc" }, omit: { data: true } }),
  ]);
  return { categories, activities, assets };
}

// Without a server (the README's quick path) there is no PostgreSQL to create a database on.
const backends: [string, () => Promise<Backend>][] = [
  ...(baseUrl ? [["PostgreSQL", openPostgres] as [string, () => Promise<Backend>]] : []),
  ["embedded PGlite", openEmbedded],
];

describe.each(backends)("seedCatalogue on %s", (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it("loads the whole catalogue with asset keys replaced by MediaAsset IDs", async () => {
    // No wall-clock bound here: test files share the cores with other workers, and a timed unit
    // test only measures the machine's load (the seed's own time shows in the global setup).
    const result = await seedCatalogue(backend.prisma, catalogue);
    expect(result).toEqual({
      categories: catalogue.categories.length,
      activities: catalogue.activities.length,
      assets: catalogue.assets.length,
    });
    const { categories, activities, assets } = await snapshot(backend.prisma);
    expect([categories.length, activities.length, assets.length]).toEqual([
      result.categories, result.activities, result.assets,
    ]);

    const assetIds = new Map(assets.map((asset) => [asset.id, asset.key]));
    for (const row of activities) {
      const content = row.content as unknown as ActivityContent;
      const ids = assetKeysOf(content);
      for (const id of ids) {
        expect(id, row.slug).toMatch(uuid);
        expect(assetIds.has(id), `${row.slug}: ${id}`).toBe(true);
      }
      // Turning the IDs back into keys gives exactly the catalogue's content.
      const original = catalogue.activities.find((a) => a.slug === row.slug)!;
      expect(mapAssetKeys(content, (id) => assetIds.get(id)!)).toEqual(original.content);
      expect(categories.find((c) => c.id === row.categoryId)?.slug).toBe(original.category);
    }

    const olma = await backend.prisma.mediaAsset.findUniqueOrThrow({ where: { key: "olma.svg" } });
    const bytes = catalogue.assets.find((a) => a.key === "olma.svg")!.data;
    expect(Buffer.from(olma.data).equals(bytes)).toBe(true);
    expect(olma).toMatchObject({
      contentType: "image/svg+xml",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
  });

  it("is idempotent: a second run changes nothing and duplicates nothing", async () => {
    const before = await snapshot(backend.prisma);
    const result = await seedCatalogue(backend.prisma, catalogue);
    expect(result.activities).toBe(before.activities.length);
    expect(await snapshot(backend.prisma)).toEqual(before);
  });

  it("updates changed entries in place, keeping their IDs", async () => {
    const before = await snapshot(backend.prisma);
    const [first, ...rest] = catalogue.activities;
    const changed: Catalogue = {
      categories: catalogue.categories.map((c, i) => (i === 0 ? { ...c, title: `${c.title}!` } : c)),
      activities: [{ ...first, title: "Yangi nom" }, ...rest],
      assets: catalogue.assets.map((a) => (a.key === "olma.svg" ? { ...a, data: Buffer.from("<svg/>") } : a)),
      translations: catalogue.translations,
    };
    await seedCatalogue(backend.prisma, changed);
    const after = await snapshot(backend.prisma);
    expect(after.activities.map((a) => a.id)).toEqual(before.activities.map((a) => a.id));
    expect(after.assets.map((a) => a.id)).toEqual(before.assets.map((a) => a.id));
    expect(after.activities.find((a) => a.slug === first.slug)?.title).toBe("Yangi nom");
    expect(after.categories.find((c) => c.slug === catalogue.categories[0].slug)?.title).toMatch(/!$/);
    expect(after.assets.find((a) => a.key === "olma.svg")?.size).toBe(6);

    await seedCatalogue(backend.prisma, catalogue); // and back
    const restored = await snapshot(backend.prisma);
    expect(restored.activities.find((a) => a.slug === first.slug)?.title).toBe(first.title);
    expect(restored.assets.find((a) => a.key === "olma.svg")?.size).toBe(
      catalogue.assets.find((a) => a.key === "olma.svg")!.data.length,
    );
  });
});
