// The milestone catalogue (catalogue.json, sources in README.md): per check age, the
// milestones a parent can observe and the "act early" signs. Parsed with zod once at load,
// so a broken file fails the first import (and the catalogue test) rather than a request.
import { z } from "zod";
import raw from "@/lib/milestones/catalogue.json";

/** The CDC/AAP 2022 check ages in months (2 months to 5 years). */
export const CHECK_AGES = [2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60] as const;
export const DOMAINS = ["social", "language", "cognitive", "movement"] as const;
export type Domain = (typeof DOMAINS)[number];

const textSchema = z.object({ uz: z.string().min(1), ru: z.string().min(1), en: z.string().min(1) }).strict();
export type Text = z.infer<typeof textSchema>;

const milestoneSchema = z
  .object({
    id: z.string().regex(/^m\d{2}-[a-z0-9-]+$/),
    domain: z.enum(DOMAINS),
    source: z.string().min(1),
    // WHO MGRS window (1st to 99th percentile of age at achievement), where one exists.
    who: z.object({ p1: z.number().positive(), p99: z.number().positive() }).strict().optional(),
    // Optional milestones (crawling: 4.3% of healthy children never crawl) never raise advice.
    optional: z.boolean().optional(),
    text: textSchema,
  })
  .strict();

const signSchema = z.object({ id: z.string().regex(/^s\d{2}-[a-z0-9-]+$/), text: textSchema }).strict();

export const catalogueFileSchema = z
  .object({
    version: z.literal(1),
    commonSigns: z.array(z.object({ key: z.string().regex(/^[a-z-]+$/), text: textSchema }).strict()),
    windows: z.array(
      z
        .object({
          ageMonths: z.number().int(),
          milestones: z.array(milestoneSchema).min(3),
          signs: z.array(signSchema),
        })
        .strict(),
    ),
  })
  .strict();

export interface Milestone extends z.infer<typeof milestoneSchema> {
  kind: "milestone";
  ageMonths: number;
}
export interface Sign extends z.infer<typeof signSchema> {
  kind: "sign";
  ageMonths: number;
}
export type CatalogueItem = Milestone | Sign;
export interface Window {
  ageMonths: number;
  milestones: Milestone[];
  signs: Sign[];
}

const pad = (months: number) => String(months).padStart(2, "0");

/** Builds the windows from the file: the common signs (lost skills) repeat in every window with their own id. */
export function buildCatalogue(file: z.infer<typeof catalogueFileSchema>): Window[] {
  return file.windows.map((window) => ({
    ageMonths: window.ageMonths,
    milestones: window.milestones.map((m) => ({ ...m, kind: "milestone" as const, ageMonths: window.ageMonths })),
    signs: [
      ...window.signs,
      ...file.commonSigns.map((common) => ({ id: `s${pad(window.ageMonths)}-${common.key}`, text: common.text })),
    ].map((sign) => ({ ...sign, kind: "sign" as const, ageMonths: window.ageMonths })),
  }));
}

export const WINDOWS: readonly Window[] = buildCatalogue(catalogueFileSchema.parse(raw));

const BY_ID = new Map<string, CatalogueItem>(WINDOWS.flatMap((w) => [...w.milestones, ...w.signs].map((item) => [item.id, item])));

/** A milestone or sign by id, or undefined. */
export function catalogueItem(id: string): CatalogueItem | undefined {
  return BY_ID.get(id);
}

/** Every item id (milestones and signs). */
export function catalogueIds(): string[] {
  return [...BY_ID.keys()];
}
