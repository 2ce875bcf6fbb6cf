import { describe, expect, it } from 'vitest';
import { GAME } from '@contract/constants';
import { WORD_PAIRS } from '@contract/game-words';
import { gridSize, makeRound, makeSeededRound, seededRandom, type GameStage } from './game-words';

const stages: GameStage[] = [1, 2, 3, 4];

describe('makeRound', () => {
  it.each([
    [1, 4],
    [2, 9],
    [3, 16],
    [4, 25],
  ] as const)('stage %i has %i words', (stage, count) => {
    expect(makeRound(stage, seededRandom(stage)).words).toHaveLength(count);
    expect(gridSize(stage) ** 2).toBe(count);
  });

  it('has exactly one odd word among identical targets, at oddIndex', () => {
    for (const stage of stages) {
      for (let seed = 0; seed < 200; seed += 1) {
        const { words, oddIndex, pair } = makeRound(stage, seededRandom(seed));
        expect(words[oddIndex]).toBe(pair.odd);
        expect(words.filter((w) => w === pair.odd)).toHaveLength(1);
        expect(words.filter((w) => w === pair.target)).toHaveLength(words.length - 1);
        expect(pair.odd).not.toBe(pair.target);
      }
    }
  });

  it('picks the pair from the 8 word pairs and reaches every pair and every cell', () => {
    expect(WORD_PAIRS).toHaveLength(8);
    const pairs = new Set<string>();
    const cells = new Set<number>();
    for (let seed = 0; seed < 500; seed += 1) {
      const r = makeRound(4, seededRandom(seed));
      expect(WORD_PAIRS).toContain(r.pair);
      pairs.add(r.pair.target);
      cells.add(r.oddIndex);
    }
    expect(pairs.size).toBe(8);
    expect(cells.size).toBe(25);
  });

  it('is deterministic for a seeded random', () => {
    expect(makeRound(3, seededRandom(42))).toEqual(makeRound(3, seededRandom(42)));
    expect(makeSeededRound(2, 7)).toEqual(makeSeededRound(2, 7));
  });

  it('uses the first pair and first cell for random 0 and the last for a random that returns 1', () => {
    const low = makeRound(2, () => 0);
    expect(low.pair).toBe(WORD_PAIRS[0]);
    expect(low.oddIndex).toBe(0);
    const high = makeRound(2, () => 1);
    expect(high.pair).toBe(WORD_PAIRS[7]);
    expect(high.oddIndex).toBe(8);
  });

  it('rejects a stage outside 1 to 4', () => {
    expect(() => makeRound(0 as GameStage, Math.random)).toThrow(RangeError);
    expect(() => makeRound(5 as GameStage, Math.random)).toThrow(RangeError);
    expect(GAME.stages).toBe(4);
  });

  it('makeSeededRound hands on a new seed so consecutive rounds differ', () => {
    let seed = 1;
    const seen = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const { round, nextSeed } = makeSeededRound(4, seed);
      expect(nextSeed).not.toBe(seed);
      seen.add(`${round.pair.target}:${round.oddIndex}`);
      seed = nextSeed;
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('does not draw a pair this game already used while unused pairs remain', () => {
    const used = WORD_PAIRS.slice(0, WORD_PAIRS.length - 1).map((p) => p.target);
    for (const r of [0, 0.5, 0.999]) expect(makeRound(3, () => r, used).pair).toBe(WORD_PAIRS[WORD_PAIRS.length - 1]);
    // Every pair used: any pair again rather than no round.
    expect(WORD_PAIRS).toContain(makeRound(3, () => 0.5, WORD_PAIRS.map((p) => p.target)).pair);
  });
});
