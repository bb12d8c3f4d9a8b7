// The rules of a game, apart from its pictures: a round is right when the chosen option's value
// equals the answer; the score counts rounds right on the first try (hints are free: asking for
// help is part of learning), as a percentage of all rounds.
import type { InteractiveRound } from "@/lib/activities/content-schema";

export interface GameState {
  round: number;
  wrong: string[];
  solved: boolean;
  hintShown: boolean;
  firstTry: number;
  finished: boolean;
  /** Counts answers, so the same feedback twice in a row is still announced. */
  answers: number;
}

export type GameAction = { type: "choose"; value: string } | { type: "hint" } | { type: "next" } | { type: "restart" };

export const NEW_GAME: GameState = { round: 0, wrong: [], solved: false, hintShown: false, firstTry: 0, finished: false, answers: 0 };

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
        return { ...state, round: state.round + 1, wrong: [], solved: false, hintShown: false };
      case "restart":
        return NEW_GAME;
    }
  };
}

export function scorePercent(firstTry: number, rounds: number): number {
  return rounds === 0 ? 0 : Math.round((100 * firstTry) / rounds);
}
