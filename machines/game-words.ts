// Rounds of 'find the different word': pure, so a seeded random gives the same grid every time.
import { GAME } from '@contract/constants';
import { WORD_PAIRS } from '@contract/game-words';

export type GameStage = 1 | 2 | 3 | 4;
export type WordPair = (typeof WORD_PAIRS)[number];

export interface Round {
  /** gridSize² words, row by row. */
  words: string[];
  /** Index in `words` of the single odd word. */
  oddIndex: number;
  pair: WordPair;
}

export function isGameStage(n: number): n is GameStage {
  return Number.isInteger(n) && n >= 1 && n <= GAME.stages;
}

/** Grid side of a stage: 2 for stage 1 up to 5 for stage 4. */
export function gridSize(stage: GameStage): number {
  if (!isGameStage(stage)) throw new RangeError(`stage must be 1 to ${GAME.stages}, got ${stage}`);
  return GAME.gridSizes[stage - 1];
}

/** An index in [0, n) from a random in [0, 1); tolerates a random that returns exactly 1. */
function pick(random: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/**
 * A round of `stage`. `used` are the targets of this game's earlier rounds: a pair is not drawn twice in one
 * game while unused pairs remain.
 */
export function makeRound(stage: GameStage, random: () => number, used: readonly string[] = []): Round {
  const size = gridSize(stage);
  const count = size * size;
  const fresh = WORD_PAIRS.filter((p) => !used.includes(p.target));
  const from = fresh.length ? fresh : WORD_PAIRS;
  const pair = from[pick(random, from.length)];
  const oddIndex = pick(random, count);
  const words = Array.from({ length: count }, (_, i) => (i === oddIndex ? pair.odd : pair.target));
  return { words, oddIndex, pair };
}

/** mulberry32: a tiny seeded generator, enough to make rounds reproducible (not for secrets). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A round and the seed for the next one, so a machine can keep only a number in its context. */
export function makeSeededRound(stage: GameStage, seed: number, used: readonly string[] = []): { round: Round; nextSeed: number } {
  const random = seededRandom(seed);
  const round = makeRound(stage, random, used);
  return { round, nextSeed: Math.floor(random() * 4294967296) };
}
