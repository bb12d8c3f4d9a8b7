// The cards' pictures come from the seeded catalogue (assets stored in media_assets).
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { getCatalogue } from "./catalogue-cache";
import type { InstructionalContent, InteractiveContent } from "./content-schema";
import { illustrationOf, illustrationsFor } from "./illustration";

const steps = ["bir", "ikki", "uch"];
const round = (media?: string, image?: string) => ({
  question: "Qaysi?",
  options: [
    { label: "A", value: "a", ...(image ? { image } : {}) },
    { label: "B", value: "b" },
  ],
  answer: "a",
  ...(media ? { media } : {}),
});

describe("illustrationOf", () => {
  it("takes the main image, else a round's picture, else an option's picture, else none", () => {
    expect(illustrationOf({ steps, image: "main" } as InstructionalContent)).toBe("main");
    expect(illustrationOf({ steps } as InstructionalContent)).toBeNull();
    const game = (rounds: ReturnType<typeof round>[]) => ({ gameType: "quiz", rounds }) as InteractiveContent;
    expect(illustrationOf(game([round(), round("second-media", "opt")]))).toBe("second-media");
    expect(illustrationOf(game([round(), round(undefined, "opt")]))).toBe("opt");
    expect(illustrationOf(game([round(), round()]))).toBeNull();
  });
});

describe("illustrationsFor", () => {
  it("gives most catalogue activities a picture that is a stored asset, and skips unknown ids", async () => {
    const { activities } = await getCatalogue();
    const ids = activities.map((a) => a.id);
    const images = await illustrationsFor([...ids, "00000000-0000-4000-8000-000000000000"]);
    expect(images.size).toBeGreaterThanOrEqual(Math.ceil(ids.length * 0.8));
    const db = await getDb();
    const stored = await db.mediaAsset.findMany({ where: { id: { in: [...images.values()] } }, select: { id: true, contentType: true } });
    expect(new Set(stored.map((s) => s.id))).toEqual(new Set(images.values()));
    expect(stored.every((s) => s.contentType.startsWith("image/"))).toBe(true);
  });
});
