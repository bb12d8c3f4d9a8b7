// The activity endpoints speak the reader's language: Accept-Language ru or en gives the Russian
// or English catalogue texts, anything else (or nothing) the Uzbek ones; the plan, ids, values
// and answers are the same in every language. Through the route handlers on the seeded database.
import { describe, expect, it } from "vitest";
import * as categoriesRoute from "@/app/api/client/activities/categories/route";
import * as allRoute from "@/app/api/client/activities/all/route";
import * as dashboardRoute from "@/app/api/client/activities/dashboard/route";
import * as detailsRoute from "@/app/api/client/activities/details/[activityId]/route";
import { getDb } from "@/lib/db/client";
import { call } from "@/tests/helpers/http";
import { loadCatalogue } from "@/lib/activities/catalogue";
import type { ActivityContent } from "@/lib/activities/content-schema";
import { parentWithChild } from "@/tests/helpers/activities";

const catalogue = loadCatalogue();
const LANGUAGES = [
  { header: undefined, locale: "uz" },
  { header: "fr-FR, de;q=0.8", locale: "uz" },
  { header: "ru-RU,ru;q=0.9,en;q=0.5", locale: "ru" },
  { header: "en-US", locale: "en" },
] as const;

type Locale = (typeof LANGUAGES)[number]["locale"];

/** The activity's texts in `locale` as the catalogue files have them, by slug. */
function expected(slug: string, locale: Locale) {
  const activity = catalogue.activities.find((a) => a.slug === slug)!;
  const uz = { title: activity.title, description: activity.description, skill: activity.skill };
  if (locale === "uz") return uz;
  const translation = catalogue.translations.activities[slug]?.[locale];
  expect(translation, `${slug} ${locale}`).toBeDefined();
  return translation!;
}

function categoryTitle(slug: string, locale: Locale): string {
  if (locale === "uz") return catalogue.categories.find((c) => c.slug === slug)!.title;
  return catalogue.translations.categories[slug]![locale]!.title;
}

async function slugsById(): Promise<Map<string, string>> {
  const rows = await (await getDb()).activity.findMany({ select: { id: true, slug: true } });
  return new Map(rows.map((r) => [r.id, r.slug]));
}

describe("activity texts by Accept-Language", () => {
  it("the dashboard: the same plan, its titles and descriptions in the asked language", async () => {
    const { token } = await parentWithChild(30);
    const slugs = await slugsById();
    const plans = [];
    for (const { header, locale } of LANGUAGES) {
      const res = await call(dashboardRoute.GET, { token, headers: header ? { "accept-language": header } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get("vary")).toMatch(/Accept-Language/);
      for (const item of res.body as { id: string; title: string; description: string }[]) {
        const want = expected(slugs.get(item.id)!, locale);
        expect({ title: item.title, description: item.description }).toEqual({ title: want.title, description: want.description });
      }
      plans.push((res.body as { id: string }[]).map((a) => a.id));
    }
    expect(plans[0].length).toBeGreaterThanOrEqual(3);
    for (const plan of plans) expect(plan).toEqual(plans[0]);
  });

  it("the list and the categories: titles and category titles in the asked language", async () => {
    const { token } = await parentWithChild(50);
    const slugs = await slugsById();
    const db = await getDb();
    const categorySlugs = new Map((await db.activityCategory.findMany()).map((c) => [c.id, c.slug]));
    const categoryOf = new Map(catalogue.activities.map((a) => [a.slug, a.category]));
    for (const { header, locale } of LANGUAGES) {
      const headers = header ? { "accept-language": header } : undefined;
      const list = await call(allRoute.GET, { token, headers, path: "/api/client/activities/all" });
      expect(list.status).toBe(200);
      expect(list.headers.get("vary")).toMatch(/Accept-Language/);
      expect(list.body.length).toBeGreaterThan(5);
      for (const item of list.body as { id: string; title: string; categoryTitle: string }[]) {
        const slug = slugs.get(item.id)!;
        expect(item.title, slug).toBe(expected(slug, locale).title);
        expect(item.categoryTitle, slug).toBe(categoryTitle(categoryOf.get(slug)!, locale));
      }
      const categories = await call(categoriesRoute.GET, { token, headers });
      expect(categories.headers.get("vary")).toMatch(/Accept-Language/);
      for (const category of categories.body as { id: string; title: string }[]) {
        expect(category.title).toBe(categoryTitle(categorySlugs.get(category.id)!, locale));
      }
    }
  });

  it("the details: every word translated, and a game still checkable with the same answers", async () => {
    const { token } = await parentWithChild(40);
    const db = await getDb();
    const game = await db.activity.findFirstOrThrow({ where: { type: "interactive" }, orderBy: { slug: "asc" } });
    const steps = await db.activity.findFirstOrThrow({ where: { slug: "harakat-qorin-bilan-yotish" } });
    for (const row of [game, steps]) {
      const uzbek = await call(detailsRoute.GET, { token, params: { activityId: row.id } });
      for (const { header, locale } of LANGUAGES) {
        const res = await call(detailsRoute.GET, { token, params: { activityId: row.id }, headers: header ? { "accept-language": header } : {} });
        expect(res.status).toBe(200);
        expect(res.headers.get("vary")).toMatch(/Accept-Language/);
        const want = expected(row.slug, locale);
        expect([res.body.title, res.body.description, res.body.skill]).toEqual([want.title, want.description, want.skill]);
        const content = res.body.content as ActivityContent;
        const original = uzbek.body.content as ActivityContent;
        if ("rounds" in content && "rounds" in original) {
          const words = locale === "uz" ? null : catalogue.translations.activities[row.slug]![locale]!.rounds!;
          content.rounds.forEach((round, i) => {
            expect(round.answer).toBe(original.rounds[i].answer);
            expect(round.options.map((o) => [o.value, o.image])).toEqual(original.rounds[i].options.map((o) => [o.value, o.image]));
            if (words) expect([round.question, round.options.map((o) => o.label)]).toEqual([words[i].question, words[i].options]);
          });
        } else if ("steps" in content && "steps" in original) {
          expect(content.steps).toEqual(locale === "uz" ? original.steps : (want as { steps?: string[] }).steps);
          expect(content.image).toBe(original.image);
          // The voice instruction is Uzbek speech: offered with the Uzbek text only.
          expect(content.audio).toEqual(locale === "uz" ? original.audio : undefined);
        }
      }
    }
  });
});
