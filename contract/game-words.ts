// The words of 'find the different word' (spec: the game). Only the game draws them, so they live apart from
// contract/constants.ts, whose every export the client's entry carries.

/** Word pairs: the target repeated on the grid and the single odd word. */
export const WORD_PAIRS: readonly { target: string; odd: string }[] = [
  { target: '동국멋사', odd: '동곡멋사' },
  { target: '디오더', odd: '다오더' },
  { target: '디르바나', odd: '디르비나' },
  { target: '동국대', odd: '동곡대' },
  { target: '팔정도', odd: '팔정드' },
  { target: '만해광장', odd: '만혜광장' },
  { target: '명진관', odd: '멍진관' },
  { target: '코끼리', odd: '코꺼리' },
];
