// Which stages are still ahead on the day a plan is made (docs/soil-rules.md section 12, "Missed
// windows"). A stage whose window has ended is not dropped: its shares of N, P2O5 and K2O move
// to the next stage still to come (the pre-sowing cultivation, the first top-dressing), so the
// season's needs are still met. On a field that must be leached first, a stage in the autumn
// before the season (cotton's basal dose, wheat's sowing dose) would go on before the winter
// floods wash the soil: it moves to the first spring stage, after the leaching.
import { hasPassed, stageWindow, type Window, type Zone } from "./calendar";
import type { PlanCrop, Rates, StageId } from "./crops";

export type ScheduledStage = { id: StageId; window: Window; share: Partial<Rates>; movedFrom: StageId[] };
export type MissedStage = { stage: StageId; window: Window; movedTo: StageId; reason: "passed" | "before_leaching" };

const NUTRIENTS = ["nitrogen", "phosphorus", "potassium"] as const;

function addShares(to: Partial<Rates>, from: Partial<Rates>): Partial<Rates> {
  const sum: Partial<Rates> = { ...to };
  for (const n of NUTRIENTS) if (from[n]) sum[n] = (sum[n] ?? 0) + (from[n] ?? 0);
  return sum;
}

/**
 * The stages still to come with their shares after the moves, and the stages that moved.
 * `leachFirst`: the lab found salt, so the autumn stages wait for the leaching. The last stage's
 * window has not ended in the plan's season (seasonYear), so at least one stage is always left.
 */
export function schedule(crop: PlanCrop, year: number, zone: Zone, today: string, leachFirst: boolean): { stages: ScheduledStage[]; missed: MissedStage[] } {
  const all = crop.stages.map((stage) => ({ stage, window: stageWindow(stage, year, zone) }));
  const reasonOf = (s: (typeof all)[number]): MissedStage["reason"] | null => {
    if (hasPassed(s.window, today)) return "passed";
    if (leachFirst && s.stage.previousYear) return "before_leaching";
    return null;
  };
  const stages: ScheduledStage[] = [];
  const missed: MissedStage[] = [];
  let carried: Partial<Rates> = {};
  let carriedFrom: StageId[] = [];
  let waiting: Omit<MissedStage, "movedTo">[] = [];
  for (const s of all) {
    const reason = reasonOf(s);
    if (reason) {
      carried = addShares(carried, s.stage.share);
      // A stage with no share (cotton's presowing, there to take a missed dose) is not news.
      if (Object.values(s.stage.share).some((v) => v)) {
        carriedFrom = [...carriedFrom, s.stage.id];
        waiting.push({ stage: s.stage.id, window: s.window, reason });
      }
      continue;
    }
    stages.push({ id: s.stage.id, window: s.window, share: addShares(s.stage.share, carried), movedFrom: carriedFrom });
    for (const w of waiting) missed.push({ ...w, movedTo: s.stage.id });
    carried = {};
    carriedFrom = [];
    waiting = [];
  }
  return { stages, missed };
}
