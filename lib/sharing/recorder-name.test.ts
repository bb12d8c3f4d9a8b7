// How the pages name a record's recorder (docs/sharing.md, "Who recorded each record"): random
// recorders in every language (fast-check), and the walk's grandmother.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locale";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { namesRecorders, recorderLine, recorderName } from "./recorder-name";
import type { RecordedBy } from "./recorded-by";

const recordedBy: fc.Arbitrary<RecordedBy> = fc.record(
  { name: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null }), you: fc.boolean(), former: fc.constant(true) },
  { requiredKeys: ["name", "you"] },
);
const locale = fc.constantFrom(...LOCALES);

describe("recorderName", () => {
  it("says 'you' for the reader's own records, the name of a current member, and marks a former one", () => {
    fc.assert(
      fc.property(recordedBy, locale, (by, lang) => {
        const r = SHARING_MESSAGES[lang].recordedBy;
        const text = recorderName(by, lang);
        if (by.you) expect(text).toBe(r.you);
        else if (by.name === null) expect(text).toBe(r.formerUnnamed);
        // A replacer function: a name such as "$$" must stay as typed (a string replacement reads "$" patterns).
        else if (by.former) expect(text).toBe(r.former.replace("{name}", () => by.name!));
        else expect(text).toBe(by.name);
        expect(recorderLine(by, lang)).toBe(by.you ? r.lineYou : r.line.replace("{name}", () => text));
      }),
    );
  });

  it("names the walk's grandmother to the mother, and as a former member after her removal", () => {
    expect(recorderName({ name: "Buvisi", you: false }, "uz")).toBe("Buvisi");
    expect(recorderName({ name: "Buvisi", you: true }, "uz")).toBe("Siz");
    expect(recorderName({ name: "Buvisi", you: false, former: true }, "uz")).toBe("Buvisi (sobiq a'zo)");
    expect(recorderLine({ name: "Бабушка", you: false }, "ru")).toBe("Внёс(ла): Бабушка");
    expect(recorderLine({ name: null, you: false, former: true }, "en")).toBe("Recorded by: Former member");
  });
});

describe("namesRecorders", () => {
  it("names recorders once anyone but the reader recorded one of the list", () => {
    fc.assert(
      fc.property(fc.array(fc.option(recordedBy, { nil: null })), (list) => {
        const items = list.map((by) => ({ recordedBy: by }));
        expect(namesRecorders(items)).toBe(list.some((by) => by !== null && !by.you));
      }),
    );
  });

  it("leaves a child kept alone as it was: only the reader's records, or none", () => {
    expect(namesRecorders([])).toBe(false);
    expect(namesRecorders([{ recordedBy: { name: "Dilnoza", you: true } }, { recordedBy: null }])).toBe(false);
  });
});
