import { describe, expect, it } from "vitest";
import { identifyCrop, readYield, summarizeHistory, type HistoryEntry } from "./history";
import { mentions, readObservations } from "./observations";

describe("identifyCrop", () => {
  it.each([
    ["paxta", "cotton"], ["G'o'za", "cotton"], ["хлопок", "cotton"], ["Cotton", "cotton"],
    ["kuzgi bug'doy", "wheat"], ["Пшеница", "wheat"], ["g'alla", "wheat"],
    ["sholi", "rice"], ["рис", "rice"], ["beda", "alfalfa"], ["люцерна", "alfalfa"],
    ["mosh", "mungbean"], ["маш", "mungbean"], ["no'xat", "chickpea"], ["oq jo'xori", "sorghum"],
    ["makkajo'xori", "maize"], ["qovun", "melon"], ["tarvuz", "melon"], ["kartoshka", "potato"],
  ])("%s -> %s", (text, id) => {
    expect(identifyCrop(text)?.id).toBe(id);
  });

  it("returns null for unknown crops", () => {
    expect(identifyCrop("za'faron")).toBeNull();
  });
});

describe("readYield", () => {
  it.each([
    ["yaxshi", { kind: "word", value: 3 }],
    ["o'rtacha", { kind: "word", value: 2 }],
    ["past", { kind: "word", value: 1 }],
    ["juda yomon", { kind: "word", value: 1 }],
    ["плохой", { kind: "word", value: 1 }],
    ["35 s/ga", { kind: "number", value: 35 }],
    ["3,5 t/ga", { kind: "number", value: 35 }],
    ["4 т/га", { kind: "number", value: 40 }],
  ])("%s -> %j", (text, expected) => {
    expect(readYield(text)).toEqual(expected);
  });

  it("is null for empty or unreadable text", () => {
    expect(readYield("")).toBeNull();
    expect(readYield("bilmayman")).toBeNull();
  });
});

const entries = (rows: [number, string, string?][]): HistoryEntry[] => rows.map(([year, crop, yieldText]) => ({ year, crop, yield: yieldText ?? "" }));

describe("summarizeHistory", () => {
  it("finds a three-year cotton monoculture", () => {
    const summary = summarizeHistory(entries([[2022, "paxta"], [2023, "paxta"], [2024, "g'o'za"]]));
    expect(summary).toMatchObject({ repeatedCropId: "cotton", repeatedYears: 3, cottonWheatOnly: false, recentLegume: false });
  });

  it("a gap year breaks the run", () => {
    expect(summarizeHistory(entries([[2020, "paxta"], [2022, "paxta"], [2023, "paxta"]])).repeatedYears).toBe(2);
  });

  it("a legume catch crop breaks a wheat monoculture and counts as recent legume", () => {
    const summary = summarizeHistory(entries([[2023, "bug'doy"], [2024, "bug'doy"], [2024, "mosh"]]));
    expect(summary.repeatedCropId).toBeNull();
    expect(summary.recentLegume).toBe(true);
  });

  it("finds the cotton-wheat pair without legumes", () => {
    const summary = summarizeHistory(entries([[2022, "paxta"], [2023, "bug'doy"], [2024, "paxta"]]));
    expect(summary.cottonWheatOnly).toBe(true);
    expect(summary.repeatedCropId).toBeNull();
  });

  it("alfalfa in either of the last two seasons is a recent legume", () => {
    expect(summarizeHistory(entries([[2023, "beda"], [2024, "paxta"]])).recentLegume).toBe(true);
    expect(summarizeHistory(entries([[2022, "beda"], [2023, "paxta"], [2024, "paxta"]])).recentLegume).toBe(false);
  });

  it("flags rice in the last season", () => {
    expect(summarizeHistory(entries([[2023, "paxta"], [2024, "sholi"]])).riceLastSeason).toBe(true);
    expect(summarizeHistory(entries([[2023, "sholi"], [2024, "paxta"]])).riceLastSeason).toBe(false);
  });

  it.each([
    ["words falling", [[2022, "paxta", "yaxshi"], [2023, "bug'doy", "o'rtacha"], [2024, "paxta", "past"]], true],
    ["words rising", [[2022, "paxta", "past"], [2023, "paxta", "yaxshi"]], false],
    ["cotton good then wheat average is a rotation, not a decline", [[2023, "paxta", "yaxshi"], [2024, "bug'doy", "o'rtacha"]], false],
    ["cotton good, wheat average, mung poor: three crops, no decline", [[2022, "paxta", "yaxshi"], [2023, "bug'doy", "o'rtacha"], [2024, "mosh", "past"]], false],
    ["wheat good, cotton good, wheat poor: wheat falls", [[2022, "bug'doy", "yaxshi"], [2023, "paxta", "yaxshi"], [2024, "g'alla", "past"]], true],
    ["same crop centners falling", [[2022, "paxta", "35 s/ga"], [2023, "paxta", "30 s/ga"], [2024, "paxta", "25 s/ga"]], true],
    ["different crops' numbers are not compared", [[2023, "bug'doy", "60 s/ga"], [2024, "paxta", "30 s/ga"]], false],
    ["unknown yields", [[2023, "paxta", ""], [2024, "paxta", ""]], false],
  ] as [string, [number, string, string][], boolean][])("declining yield: %s", (_name, rows, declining) => {
    expect(summarizeHistory(entries(rows)).decliningYield).toBe(declining);
  });
});

describe("observations", () => {
  it.each([
    ["Sug'orishdan keyin yer yuzida oq qatlam paydo bo'ladi", "saltCrust"],
    ["Tuproq sho'rlangan", "saltCrust"],
    ["Белый налет на поверхности", "saltCrust"],
    ["white crust after drying", "saltCrust"],
    ["yerda tuz chiqadi", "saltCrust"],
    ["Sug'orishdan keyin qotib qoladi", "hardening"],
    ["после полива образуется корка", "hardening"],
    ["Dalada suv turib qoladi", "waterlogging"],
    ["botqoqlanib qolgan", "waterlogging"],
    ["вода стоит после полива", "waterlogging"],
    ["yer osti suvi yaqin", "shallowGroundwater"],
    ["barglari sarg'ayib ketdi", "yellowing"],
    ["листья желтеют", "yellowing"],
    ["ko'chatlar siyrak, yomon o'syapti", "poorGrowth"],
    ["qumloq tuproq", "sandy"],
  ])("%s -> %s", (text, signal) => {
    expect(readObservations(text)[signal as keyof ReturnType<typeof readObservations>]).toBe(true);
  });

  it.each([
    ["Tuproq sho'r emas", "saltCrust"],
    ["Почва не засолена", "saltCrust"],
    ["no salt crust", "saltCrust"],
    ["Sug'orishdan keyin qotib qolmaydi", "hardening"],
    ["Tuzilishi yaxshi", "saltCrust"],
    ["Suv turib qolmaydi", "waterlogging"],
  ])("negated or unrelated: %s -> no %s", (text, signal) => {
    expect(readObservations(text)[signal as keyof ReturnType<typeof readObservations>]).toBe(false);
  });

  it("takes texture from the physical description but plant signs only from observations", () => {
    expect(readObservations("", "qumloq, sariq rang").sandy).toBe(true);
    expect(readObservations("", "sariq rang").yellowing).toBe(false);
  });

  it("mentions matches whole words with $", () => {
    expect(mentions("tuz bor", ["tuz$"])).toBe(true);
    expect(mentions("tuzatish", ["tuz$"])).toBe(false);
  });
});
