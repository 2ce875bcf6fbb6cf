// Shared steps of the game stories: a fresh visitor, and playing a round by reading the grid.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { utcDateKey } from '@machines/game-keys';
import { kstDate } from '@contract/time';
import { mockNow, state } from '@mocks/state';
import { reloadGameStore } from '@/stores/game-keys';

export const GAME_NOW = '2025-09-25T14:00:00+09:00';

/** A visitor without a game id who has played `tries` times today (keys already cleared today). */
export const freshVisitor = (tries = 0) => () => {
  localStorage.removeItem('game_user_id');
  if (tries > 0) localStorage.setItem('game_try_times', String(tries));
  else localStorage.removeItem('game_try_times');
  localStorage.setItem('game_last_cleared', utcDateKey(Date.parse(GAME_NOW)));
  reloadGameStore();
};

/** A visitor the server already knows, who has played `tries` times today (here and on the server). */
export const returningVisitor = (tries: number, userId = 'story-visitor') => () => {
  freshVisitor(tries)();
  localStorage.setItem('game_user_id', userId);
  reloadGameStore();
  state.tries.set(`${userId}|${kstDate(mockNow())}`, tries);
};

/** The cards of the round on screen, once the round is playing (the grid was shown). */
export async function playingCards(canvas: HTMLElement, stage: number): Promise<HTMLElement[]> {
  const c = within(canvas);
  await c.findByRole('heading', { name: new RegExp(`^(${stage}단계|Stage ${stage})$`) }, { timeout: 6000 });
  return waitFor(() => {
    const cards = within(c.getByRole('group')).getAllByRole('button');
    expect(cards.some((b) => b.getAttribute('aria-disabled'))).toBe(false);
    return cards;
  });
}

/** The odd card is the one whose word differs from all the others. */
export function oddCard(cards: HTMLElement[]): HTMLElement {
  const counts = new Map<string, number>();
  for (const b of cards) counts.set(b.textContent ?? '', (counts.get(b.textContent ?? '') ?? 0) + 1);
  const odd = cards.find((b) => counts.get(b.textContent ?? '') === 1);
  if (!odd) throw new Error('no odd card on the grid');
  return odd;
}

export function sameCard(cards: HTMLElement[]): HTMLElement {
  const odd = oddCard(cards);
  return cards.find((b) => b.textContent !== odd.textContent) as HTMLElement;
}

/** From the intro to the first round: skip the intro, start, wait out 3-2-1. */
export async function startGame(canvas: HTMLElement, startName = /게임 시작|Start game/) {
  const c = within(canvas);
  await userEvent.click(await c.findByRole('button', { name: /화면을 눌러 시작|Tap to start/ }));
  await userEvent.click(await c.findByRole('button', { name: startName }));
}

/** Clears all four stages by tapping the odd word each time. */
export async function winAllStages(canvas: HTMLElement) {
  for (let stage = 1; stage <= 4; stage++) {
    const cards = await playingCards(canvas, stage);
    await userEvent.click(oddCard(cards));
  }
}
