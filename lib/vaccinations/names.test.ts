// The words a parent matches with the polyclinic's card and reads on the vaccinations page
// (issue 26, "Words"): the card's abbreviations next to our names, mumps as "tepki", and
// "Emlangan" / "Emlandi deb belgilash" where the page said "Qilingan" / "Qilindi".
import { describe, expect, it } from "vitest";
import { CARD_NAMES, VACCINES } from "@/lib/vaccinations/names";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";

describe("vaccine names and the card's abbreviations", () => {
  it("uses the Uzbek card's letters: BSJ for BCG, PKV for pneumococcal, QPQ for measles-mumps-rubella, VGV for hepatitis B", () => {
    expect(CARD_NAMES.bcg.uz).toBe("BSJ");
    expect(CARD_NAMES.pcv.uz).toBe("PKV");
    expect(CARD_NAMES.mmr.uz).toBe("QPQ");
    expect(CARD_NAMES.hepB.uz).toBe("VGV");
    expect(CARD_NAMES.bcg.ru).toBe("БЦЖ");
  });

  it("names mumps 'tepki' in Uzbek, as parents call it", () => {
    expect(VACCINES.mmr.uz).toMatch(/\btepki\b/);
  });
});

describe("the vaccinations page's words", () => {
  it("says 'Emlangan' and 'Emlandi deb belgilash', never 'Qilingan sana' or 'Qilindi deb belgilash'", () => {
    const uz = VACCINATION_MESSAGES.uz;
    expect(uz.status.done).toBe("Emlangan");
    expect(uz.markDone).toBe("Emlandi deb belgilash");
    expect(uz.dateLabel).toBe("Emlangan sana");
    const all = JSON.stringify(uz);
    expect(all).not.toMatch(/Qilingan sana|Qilindi deb/i);
  });

  it("cites what the list uses (the national calendar, WHO's intervals and age limits), not UNICEF data, and says where the list ends", () => {
    for (const locale of ["uz", "ru", "en"] as const) {
      const v = VACCINATION_MESSAGES[locale];
      expect(JSON.stringify(v)).not.toMatch(/UNICEF|YUNISEF|ЮНИСЕФ/i);
      expect(v.sourceNote).toMatch(/JSST|ВОЗ|WHO/);
      expect(v.listEnds).toMatch(/16/);
    }
  });
});
