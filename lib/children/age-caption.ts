// The corrected-age caption shown beside a child's age. Up to the due date the API's label is the
// postmenstrual age and already names itself ("33 hafta 2 kun (postmenstrual yosh)"), so it is
// shown as it is; only a real corrected age gets the "corrected age: …" caption. Client-safe.
import { fill } from "@/lib/i18n/bundle";

/** "tuzatilgan yoshi: 1 oy 5 kun", or the postmenstrual age label unchanged. */
export function correctedAgeCaption(label: string, postMenstrualAge: boolean, correctedAgeTemplate: string): string {
  return postMenstrualAge ? label : fill(correctedAgeTemplate, { age: label });
}

/** A growth record's label is the postmenstrual age up to the due date (corrected age 0 or less). */
export function recordShowsPostMenstrualAge(record: { correctedAgeDays: number | null }): boolean {
  return record.correctedAgeDays !== null && record.correctedAgeDays <= 0;
}
