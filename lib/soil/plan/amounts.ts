// Exact product amounts -> the numbers a farmer reads (docs/soil-rules.md section 12,
// "Rounding"): whole kg per hectare rounded down, the field and the sotix from that same number,
// so a 5-sotix plan says 5 times the sotix amount and never more than the hectare rate allows;
// 50 kg bags rounded up. The low and high scenarios of a plan without lab values are zipped
// into ranges here.
import type { Range } from "./needs";
import { holdToCaps, type Line } from "./applications";
import type { StageId } from "./crops";
import { BAG_KG, SOTIX_PER_HA, type PlanProductId } from "./products";

export type Amounts = { kgPerHa: Range; fieldKg: Range; sotixKg: Range; bags: Range };
export type ZippedLine = Amounts & { stage: StageId; product: PlanProductId; alternative: (Amounts & { product: PlanProductId; extra: (Amounts & { product: PlanProductId }) | null }) | null };

const floorTo = (x: number, decimals: number) => Math.floor(x * 10 ** decimals + 1e-9) / 10 ** decimals;
export const floor2 = (x: number) => floorTo(x, 2);
/**
 * Kilograms for the field, rounded down: to 0.1 kg from 10 kg up, to 0.01 kg below (a 1-sotix
 * plot reads 0.19 kg, the same as its sotix amount, not 0.1), to the gram below 1 kg.
 */
export const floorField = (x: number) => floorTo(x, x >= 10 ? 1 : x >= 1 ? 2 : 3);
export const range = (a: number, b: number): Range => ({ min: Math.min(a, b), max: Math.max(a, b) });
export const mapRange = (r: Range, f: (x: number) => number): Range => range(f(r.min), f(r.max));
export const bagsOf = (kg: number) => Math.ceil(kg / BAG_KG - 1e-9);

export function amounts(low: number, high: number, areaHa: number): Amounts {
  // Whole kilograms per hectare, rounded down: never above the amount held to the caps.
  const kgPerHa = range(Math.floor(low + 1e-9), Math.floor(high + 1e-9));
  const fieldKg = mapRange(kgPerHa, (kg) => floorField(kg * areaHa));
  return { kgPerHa, fieldKg, sotixKg: mapRange(kgPerHa, (kg) => floor2(kg / SOTIX_PER_HA)), bags: mapRange(fieldKg, bagsOf) };
}

/**
 * The low and high scenarios' lines side by side, matched by stage and product: a line one
 * scenario does not have (no karbamid left when ammofos already carries the nitrogen) is 0 there.
 * Each scenario is within the caps, but the upper ends can come from both (less ammofos in the
 * low one leaves more karbamid), so together they are held to the caps again, and a replacement
 * product's upper end is lowered with its line's. A line under 1 kg/ha (a sliver of a share) is
 * left out: a row of 0 kg and 0 bags tells the farmer nothing.
 */
export function zipLines(low: Line[], high: Line[], areaHa: number, limited: Set<string>): ZippedLine[] {
  const key = (line: Line) => `${line.stage}:${line.product}`;
  const keys = [...new Set([...low, ...high].map(key))];
  const find = (lines: Line[], k: string) => lines.find((line) => key(line) === k);
  const pairs = keys.map((k) => ({ a: find(low, k), b: find(high, k) }));
  const upper: Line[] = pairs.map(({ a, b }) => ({ ...(a ?? b)!, kgPerHa: Math.max(a?.kgPerHa ?? 0, b?.kgPerHa ?? 0) }));
  const before = upper.map((line) => line.kgPerHa);
  holdToCaps(upper, limited);
  const zipped = pairs.map(({ a, b }, i): ZippedLine => {
    const line = (a ?? b)!;
    const factor = before[i] > 0 ? upper[i].kgPerHa / before[i] : 1;
    const pair = (x?: number, y?: number) => {
      const high = Math.max(x ?? 0, y ?? 0) * factor;
      return amounts(Math.min(x ?? 0, y ?? 0, high), high, areaHa);
    };
    const alt = a?.alternative ?? b?.alternative;
    const extra = a?.alternative?.extra ?? b?.alternative?.extra;
    const alternative = alt && !limited.has(alt.product)
      ? { product: alt.product, ...pair(a?.alternative?.kgPerHa, b?.alternative?.kgPerHa), extra: extra ? { product: extra.product, ...pair(a?.alternative?.extra?.kgPerHa, b?.alternative?.extra?.kgPerHa) } : null }
      : null;
    const high = upper[i].kgPerHa;
    return { stage: line.stage, product: line.product, ...amounts(Math.min(a?.kgPerHa ?? 0, b?.kgPerHa ?? 0, high), high, areaHa), alternative };
  });
  return zipped.filter((line) => line.kgPerHa.max >= 1);
}

/** What to buy: the field kg of each product summed over the lines still to apply, then bags. */
export function productTotals(lines: Pick<ZippedLine, "product" | "fieldKg">[]): { product: PlanProductId; fieldKg: Range; bags: Range }[] {
  const products = [...new Set(lines.map((a) => a.product))];
  return products.map((product) => {
    const mine = lines.filter((a) => a.product === product);
    const fieldKg = range(floorField(mine.reduce((s, a) => s + a.fieldKg.min, 0)), floorField(mine.reduce((s, a) => s + a.fieldKg.max, 0)));
    return { product, fieldKg, bags: mapRange(fieldKg, bagsOf) };
  });
}
