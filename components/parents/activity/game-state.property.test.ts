// The game's rules over random games and random play: for every game type and any sequence of
// (choose right, choose wrong, hint, next, restart), a new round opens with no feedback, feedback
// follows only an answer given in this round, and the score counts rounds right at the first try.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { GameType, InteractiveRound } from "@/lib/activities/content-schema";
import { NEW_GAME, feedbackOf, gameReducer, type GameAction, type GameState } from "./game-state";

const GAME_TYPES: GameType[] = ["quiz", "true_false", "matching", "sorting"];

/** Rounds the way the catalogue allows them for a game type (3..8 rounds, 2..4 distinct options). */
const roundsArb = (gameType: GameType): fc.Arbitrary<InteractiveRound[]> => {
  const round: fc.Arbitrary<InteractiveRound> =
    gameType === "true_false"
      ? fc.boolean().map((answer) => ({
          question: "?",
          options: [
            { label: "Ha", value: "true" },
            { label: "Yo'q", value: "false" },
          ],
          answer: String(answer),
        }))
      : fc
          .uniqueArray(fc.oneof(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 20 })), {
            minLength: 2,
            maxLength: 4,
            selector: (value) => String(value),
          })
          .chain((values) =>
            fc.nat(values.length - 1).map((index) => ({
              question: "?",
              options: values.map((value) => ({ label: String(value), value })),
              answer: values[index],
              hint: "💡",
            })),
          );
  return fc.array(round, { minLength: 3, maxLength: 8 });
};

type Step = { kind: "right" } | { kind: "wrong"; pick: number } | { kind: "hint" } | { kind: "next" } | { kind: "restart" };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ kind: "right" as const }), weight: 3 },
  { arbitrary: fc.nat(10).map((pick) => ({ kind: "wrong" as const, pick })), weight: 3 },
  { arbitrary: fc.constant({ kind: "hint" as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: "next" as const }), weight: 4 },
  { arbitrary: fc.constant({ kind: "restart" as const }), weight: 1 },
);

/** Turns a step into the action a child's tap sends, given the round on screen. */
function actionFor(step: Step, rounds: InteractiveRound[], state: GameState): GameAction {
  const round = rounds[state.round];
  if (step.kind === "right") return { type: "choose", value: String(round.answer) };
  if (step.kind === "wrong") {
    const wrongValues = round.options.map((o) => String(o.value)).filter((v) => v !== String(round.answer));
    return { type: "choose", value: wrongValues[step.pick % wrongValues.length] };
  }
  return { type: step.kind };
}

const playArb = fc
  .constantFrom(...GAME_TYPES)
  .chain((gameType) => fc.record({ gameType: fc.constant(gameType), rounds: roundsArb(gameType), steps: fc.array(stepArb, { maxLength: 60 }) }));

describe("game rules over random play", () => {
  it("a new round opens silent, feedback answers only this round, the score counts first tries", () => {
    fc.assert(
      fc.property(playArb, ({ rounds, steps }) => {
        const reduce = gameReducer(rounds);
        let state = NEW_GAME;
        // The model: what this round has seen, and which rounds were right at the first answer.
        let answeredThisRound: "none" | "right" | "wrong" = "none";
        let firstAnswerWasRight: boolean | null = null;
        let firstTries = 0;
        for (const step of steps) {
          if (state.finished && step.kind !== "restart") continue;
          const before = state;
          const action = actionFor(step, rounds, state);
          state = reduce(state, action);
          const newRound = state.round !== before.round || (action.type === "restart" && before !== NEW_GAME);
          if (action.type === "restart") {
            answeredThisRound = "none";
            firstAnswerWasRight = null;
            firstTries = 0;
          } else if (newRound) {
            answeredThisRound = "none";
            firstAnswerWasRight = null;
          } else if (action.type === "choose" && state !== before) {
            const right = action.value === String(rounds[state.round].answer);
            if (firstAnswerWasRight === null) {
              firstAnswerWasRight = right;
              if (right) firstTries += 1;
            }
            answeredThisRound = right ? "right" : "wrong";
          }
          if (action.type === "restart" || newRound) {
            expect(feedbackOf(state)).toBe("none");
            expect(state.wrong).toEqual([]);
            expect(state.solved).toBe(false);
            expect(state.hintShown).toBe(false);
          }
          const expected = answeredThisRound === "none" ? "none" : answeredThisRound === "right" ? "right" : "tryAgain";
          expect(feedbackOf(state)).toBe(expected);
          if (action.type === "hint") expect(feedbackOf(state)).toBe(feedbackOf(before));
          expect(state.firstTry).toBe(firstTries);
          expect(state.firstTry).toBeLessThanOrEqual(state.round + 1);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("playing every round right at once scores all of them; one wrong answer first costs exactly that round", () => {
    fc.assert(
      fc.property(playArb, fc.nat(7), ({ rounds }, missed) => {
        const reduce = gameReducer(rounds);
        const missedRound = missed % rounds.length;
        let state = NEW_GAME;
        for (let index = 0; index < rounds.length; index++) {
          expect(feedbackOf(state)).toBe("none");
          if (index === missedRound) {
            state = reduce(state, actionFor({ kind: "wrong", pick: 0 }, rounds, state));
            expect(feedbackOf(state)).toBe("tryAgain");
          }
          state = reduce(state, actionFor({ kind: "right" }, rounds, state));
          expect(feedbackOf(state)).toBe("right");
          state = reduce(state, { type: "next" });
        }
        expect(state.finished).toBe(true);
        expect(state.firstTry).toBe(rounds.length - 1);
      }),
      { numRuns: 200 },
    );
  });
});

describe("game rules, the issue's case", () => {
  // Round 1 answered wrong then right; round 2 must open without "try again".
  const rounds: InteractiveRound[] = [1, 2, 3].map((n) => ({
    question: `${n}?`,
    options: [
      { label: "a", value: "a" },
      { label: "b", value: "b" },
    ],
    answer: "a",
  }));
  it("opens round 2 silent after a wrong and a right answer in round 1", () => {
    const reduce = gameReducer(rounds);
    let state = reduce(NEW_GAME, { type: "choose", value: "b" });
    state = reduce(state, { type: "choose", value: "a" });
    state = reduce(state, { type: "next" });
    expect(state.round).toBe(1);
    expect(feedbackOf(state)).toBe("none");
    state = reduce(state, { type: "hint" });
    expect(feedbackOf(state)).toBe("none");
  });
});
