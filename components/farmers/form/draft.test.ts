import { describe, expect, it } from "vitest";
import { cropYears, emptyDraft, readDraft, toSubmission, withSavedField, withSharedField, type SharedField } from "./draft";

describe("cropYears", () => {
  it("ends at the current season: a past season with a yield cannot be next year", () => {
    const years = cropYears(2026);
    expect(years[0]).toBe(2026);
    expect(Math.max(...years)).toBe(2026);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years.length).toBeGreaterThanOrEqual(10);
  });
});

describe("a shared field in the draft (docs/sharing.md)", () => {
  const shared: SharedField = {
    id: "7f167bfc-aaf0-4039-8244-7dbf3b8a48b4",
    ownerName: "Rustam",
    fieldId: "katta-dala",
    name: "Katta dala",
    regionCode: "UZ-SA",
    location: null,
    area: 2.5,
    irrigationType: "ariqqa",
    lastCrops: [{ year: 2025, crop: "paxta", yield: "o'rtacha" }],
  };
  const regions = [{ code: "UZ-SA", name: "Samarqand viloyati", label: "Samarqand viloyati" }];

  it("starts from the owner's field, and sends its server id with no name to rename it", () => {
    const draft = withSharedField({ ...emptyDraft(2026), newFieldId: "dala-old-123456" }, shared, "uz");
    expect(draft).toMatchObject({ sharedFieldId: shared.id, savedFieldId: "", newFieldId: "", area: "2,5", irrigation: "ariqqa", region: "UZ-SA" });
    const { payload } = toSubmission(draft, regions);
    expect(payload).toMatchObject({ sharedFieldId: shared.id, fieldId: shared.id, area: 2.5, lastCrops: [{ year: 2025, crop: "paxta", yield: "o'rtacha" }] });
    expect(payload).not.toHaveProperty("fieldName");
  });

  it("leaves sharedFieldId out for the user's own fields, and back to an own field it is gone", () => {
    const own = withSavedField(withSharedField(emptyDraft(2026), shared, "uz"), { ...shared, fieldId: "mening-dalam", name: "Mening dalam" }, "uz");
    expect(own.sharedFieldId).toBe("");
    const { payload } = toSubmission(own, regions);
    expect(payload).toMatchObject({ fieldId: "mening-dalam", fieldName: "Mening dalam" });
    expect(payload).not.toHaveProperty("sharedFieldId");
  });

  it("reads a draft stored before shared fields existed as one for the user's own field", () => {
    const old: Record<string, unknown> = { ...emptyDraft(2026) };
    delete old.sharedFieldId;
    expect(readDraft(old)?.sharedFieldId).toBe("");
  });
});
