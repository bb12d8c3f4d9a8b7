// The yield loss a crop's reason states ("sho'rlanish hosilni taxminan 7% kamaytirishi mumkin",
// "снизит урожай на 10-15 %", "may cut the yield by ~7%"), so a suitability score can be held
// to what that loss leaves (issue 28; docs/soil-rules.md section 13). A percentage counts only
// in a clause that also has a word of loss; the largest such percentage wins.

const LOSS = /kamay|pasay|yo'qot|kamroq|сниж|сниз|уменьш|потер|пад|reduc|cut|loss|lose|lower|drop|decreas/iu;
const PERCENT = /(\d{1,3}(?:[.,]\d+)?)(?:\s*(?:-|–|—)\s*(\d{1,3}(?:[.,]\d+)?))?\s*%/gu;

/** The largest yield loss in percent the text states, or null when it states none. */
export function yieldLossPercent(text: string): number | null {
  let largest: number | null = null;
  for (const clause of text.split(/[.;!?]|,\s(?=\D)/u)) {
    if (!LOSS.test(clause)) continue;
    for (const match of clause.matchAll(PERCENT)) {
      const value = Number((match[2] ?? match[1]).replace(",", "."));
      if (value > 0 && value <= 100) largest = Math.max(largest ?? 0, value);
    }
  }
  return largest;
}
