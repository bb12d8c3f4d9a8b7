// The rules of a game, apart from its pictures: a round is right when the chosen option's value
// equals the answer; the score counts rounds right on the first try (hints are free: asking for
// help is part of learning), as a percentage of all rounds. Feedback ("well done" / "try again")
// belongs to the round it answers: a new round opens silent, so a child never reads "try again"
// before choosing anything (docs/accessibility.md).
import type { InteractiveRound } from "@/lib/activities/content-schema";

export interface GameState {
  round: number;
  wrong: string[];
  solved: boolean;
  hintShown: boolean;
  firstTry: number;
  finished: boolean;
  /**
   * Answers given in this round (0 when it opens). The feedback line shows only after one, and
   * the count's parity lets the same feedback twice in a row be announced again.
   */
  answers: number;
}

export type GameAction = { type: "choose"; value: string } | { type: "hint" } | { type: "next" } | { type: "restart" };

export type Feedback = "none" | "right" | "tryAgain";

export const NEW_GAME: GameState = { round: 0, wrong: [], solved: false, hintShown: false, firstTry: 0, finished: false, answers: 0 };

/** What the feedback line says: nothing until the child answers in this round. */
export function feedbackOf(state: GameState): Feedback {
  if (state.answers === 0) return "none";
  return state.solved ? "right" : "tryAgain";
}

export function gameReducer(rounds: InteractiveRound[]) {
  return (state: GameState, action: GameAction): GameState => {
    switch (action.type) {
      case "choose": {
        if (state.solved || state.finished || state.wrong.includes(action.value)) return state;
        const right = action.value === String(rounds[state.round].answer);
        if (!right) return { ...state, wrong: [...state.wrong, action.value], answers: state.answers + 1 };
        return { ...state, solved: true, firstTry: state.firstTry + (state.wrong.length === 0 ? 1 : 0), answers: state.answers + 1 };
      }
      case "hint":
        return { ...state, hintShown: true };
      case "next":
        if (!state.solved) return state;
        if (state.round + 1 >= rounds.length) return { ...state, finished: true };
        // Everything about the round just played is cleared, its answers too: otherwise the next
        // question would open with that round's feedback.
        return { ...state, round: state.round + 1, wrong: [], solved: false, hintShown: false, answers: 0 };
      case "restart":
        return NEW_GAME;
    }
  };
}

export function scorePercent(firstTry: number, rounds: number): number {
  return rounds === 0 ? 0 : Math.round((100 * firstTry) / rounds);
}
