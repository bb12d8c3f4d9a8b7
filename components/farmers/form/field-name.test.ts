import { describe, expect, it } from "vitest";
import type { SavedField } from "./draft";
import { fieldNamed } from "./field-name";

const field = (fieldId: string, name: string | null) => ({ fieldId, name, regionCode: null, location: null, area: 1, irrigationType: "ariqqa", lastCrops: [] }) as SavedField;
const fields = [field("a", "Ariq bo'yidagi dala"), field("b", null), field("c", "Katta dala")];

describe("fieldNamed", () => {
  it("finds a saved field by name whatever the case, spaces or apostrophe", () => {
    expect(fieldNamed(fields, "Ariq bo'yidagi dala")?.fieldId).toBe("a");
    expect(fieldNamed(fields, "  ariq  BOʻYIDAGI dala ")?.fieldId).toBe("a");
    expect(fieldNamed(fields, "katta dala")?.fieldId).toBe("c");
  });

  it("finds nothing for another name, a blank name or a field without a name", () => {
    expect(fieldNamed(fields, "Kichik dala")).toBeNull();
    expect(fieldNamed(fields, "   ")).toBeNull();
    expect(fieldNamed(fields, "b")).toBeNull();
  });
});
