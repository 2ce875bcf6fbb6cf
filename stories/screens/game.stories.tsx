import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useSearch } from 'wouter';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { couponSoldOut, gameError, gameLimitReached } from '@mocks/handlers';
import GameScreen from '@/screens/game/game-screen';
import { gameStore } from '@/stores/game-keys';
import { freshVisitor, GAME_NOW, returningVisitor, oddCard, playingCards, sameCard, startGame, winAllStages } from './game-helpers';

/** Shows the address's query, so stories can check the phase parameter the layout reads. */
function Probe() {
  return <output aria-label="query">{useSearch()}</output>;
}

const clipboard = { writeText: fn(async (_text: string) => {}) };

const meta = {
  title: 'Screens/Game',
  component: GameScreen,
  args: { seed: 7 },
  render: (args) => (
    <>
      <Probe />
      <GameScreen {...args} />
    </>
  ),
  parameters: { route: { path: '/event' }, now: GAME_NOW, store: freshVisitor() },
  beforeEach() {
    clipboard.writeText.mockReset();
    clipboard.writeText.mockImplementation(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  },
} satisfies Meta<typeof GameScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const query = (canvas: HTMLElement) => within(canvas).getByRole('status', { name: 'query' }).textContent ?? '';

/** The intro goes on by itself after 1.5 s; the phase follows in ?phase=. */
export const IntroAutoAdvances: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: /화면을 눌러 시작/ })).toBeVisible();
    await waitFor(() => expect(query(canvasElement)).toBe('phase=intro'));
    await expect(await c.findByRole('button', { name: '게임 시작' }, { timeout: 2500 })).toBeVisible();
    await waitFor(() => expect(query(canvasElement)).toBe('phase=instruction'));
    await expect(c.getByText('오늘 남은 기회 5번')).toBeVisible();
    // the server's count minus 10,500
    await expect(await c.findByText('지금까지 900명이 성공했어요')).toBeVisible();
  },
};

/** A whole game won: 3-2-1, four grids, the gift box, a pub, the code, copied, closed. */
export const WonThroughCoupon: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await expect(await c.findByRole('timer', { name: /게임 시작까지/ })).toBeVisible();
    await waitFor(() => expect(query(canvasElement)).toBe('phase=countdown'));
    await winAllStages(canvasElement);
    const dialog = await c.findByRole('dialog', { name: '4단계 모두 성공!' }, { timeout: 4000 });
    await expect(dialog).toHaveTextContent('상위 18%');
    await expect(dialog).toHaveTextContent('지금까지 901명이 성공했어요');
    await expect(query(canvasElement)).toBe('phase=result');
    await userEvent.click(c.getByRole('button', { name: '선물 상자 열기' }));
    // a tap on the opening box reveals the prize at once
    await userEvent.click(c.getByRole('button', { name: '상자를 눌러 열어 보세요' }));
    await expect(await c.findByRole('dialog', { name: '5% 할인 쿠폰 당첨!' })).toBeVisible();
    await expect(c.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['프론티어', '공과대학', '푸름누리']);
    await userEvent.click(c.getByRole('radio', { name: '공과대학' }));
    await userEvent.click(c.getByRole('button', { name: '쿠폰 발급' }));
    const code = await c.findByLabelText('쿠폰 코드');
    await expect(code).toHaveTextContent(/^DGU-/);
    await userEvent.click(c.getByRole('button', { name: '코드 복사' }));
    await expect(await c.findByText('복사했어요')).toBeVisible();
    await expect(clipboard.writeText).toHaveBeenCalledWith(code.textContent);
    await userEvent.click(c.getByRole('button', { name: '닫기' }));
    await expect(await c.findByRole('button', { name: /화면을 눌러 시작/ })).toBeVisible();
    await expect(gameStore.tryTimes).toBe(1);
  },
};

/** A wrong card ends the game: the odd one is shown, then retry or home. */
export const LostOnWrongCard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    const first = await playingCards(canvasElement, 1);
    await userEvent.click(oddCard(first));
    const second = await playingCards(canvasElement, 2);
    await userEvent.click(sameCard(second));
    await expect(c.getByRole('alert')).toHaveTextContent('오답!');
    await expect(await c.findByRole('heading', { name: '아쉽게도 실패했어요' })).toBeVisible();
    await expect(c.getByText('1단계까지 통과했어요')).toBeVisible();
    await expect(c.getByText('상위 91%')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '다시 도전' }));
    await expect(await c.findByRole('timer', { name: /게임 시작까지/ })).toBeVisible();
    await expect(gameStore.tryTimes).toBe(2);
  },
};

/** Five seconds without an answer: time's up. */
export const Timeout: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await playingCards(canvasElement, 1);
    await expect(await c.findByText('시간 초과!', {}, { timeout: 6000 })).toBeVisible();
    await expect(await c.findByRole('heading', { name: '아쉽게도 실패했어요' })).toBeVisible();
  },
};

/** The fifth play is lost: only home, with the time to the next day. */
export const FifthPlayLost: Story = {
  parameters: { store: returningVisitor(4) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await userEvent.click(sameCard(await playingCards(canvasElement, 1)));
    await expect(await c.findByRole('heading', { name: '아쉽게도 실패했어요' })).toBeVisible();
    await expect(c.queryByRole('button', { name: '다시 도전' })).toBeNull();
    await expect(c.getByRole('timer')).toHaveTextContent(/다음 참여까지 \d\d:\d\d:\d\d/);
    await userEvent.click(c.getByRole('button', { name: '처음으로' }));
    await userEvent.click(await c.findByRole('button', { name: /화면을 눌러 시작/ }));
    await expect(c.getByRole('button', { name: '게임 시작' })).toBeDisabled();
  },
};

/** Five plays already today: start is blocked before any call. */
export const LimitReached: Story = {
  parameters: { store: freshVisitor(5) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /화면을 눌러 시작/ }));
    await expect(c.getByText('오늘 남은 기회 0번')).toBeVisible();
    await expect(c.getByRole('button', { name: '게임 시작' })).toBeDisabled();
    await expect(c.getByRole('timer')).toHaveTextContent(/다음 참여까지 \d\d:\d\d:\d\d/);
  },
};

/** The server refuses the start with its 400 (plays of today used up elsewhere). */
export const ServerRefusesStart: Story = {
  beforeEach({ msw }) {
    msw.use(...gameLimitReached);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('오늘의 참여 횟수를 초과했어요');
    await expect(c.getByRole('button', { name: '게임 시작' })).toBeDisabled();
  },
};

export const StartFails: Story = {
  beforeEach({ msw }) {
    msw.use(...gameError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('게임 시작 중 오류가 발생했어요. 다시 시도해 주세요');
    await expect(c.getByRole('button', { name: '게임 시작' })).toBeEnabled();
  },
};

/** The success call fails: the error, and it can be sent again. */
export const SuccessFailsThenRetried: Story = {
  beforeEach({ msw }) {
    let failures = 1;
    msw.use(
      http.post('*/api/game/games/success/', () =>
        failures-- > 0 ? HttpResponse.json({ message: 'internal server error' }, { status: 500 }) : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await winAllStages(canvasElement);
    await expect(await c.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('게임 성공 처리 중 오류가 발생했어요');
    await userEvent.click(c.getByRole('button', { name: '다시 보내기' }));
    await expect(await c.findByRole('dialog', { name: '4단계 모두 성공!' })).toBeVisible();
  },
};

/** The server decides: no coupon this time. */
export const NoPrize: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/game/games/success/', () =>
        HttpResponse.json({ message: 'game success', data: { is_coupon: false, coupon_booths: [], coupon_booth: [] } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await winAllStages(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '선물 상자 열기' }, { timeout: 4000 }));
    // the box's opening ends by itself
    await expect(await c.findByRole('dialog', { name: '아쉽지만 이번엔 꽝이에요' }, { timeout: 3000 })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '닫기' }));
    await expect(await c.findByRole('button', { name: /화면을 눌러 시작/ })).toBeVisible();
  },
};

/** The chosen pub is sold out: the message, and the pub can be changed. */
export const SoldOut: Story = {
  beforeEach({ msw }) {
    msw.use(...couponSoldOut);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await winAllStages(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '선물 상자 열기' }, { timeout: 4000 }));
    await userEvent.click(c.getByRole('button', { name: '상자를 눌러 열어 보세요' }));
    await userEvent.click(await c.findByRole('button', { name: '쿠폰 발급' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('해당 주점의 쿠폰이 모두 소진되었을 수 있어요');
    await expect(c.getByRole('radio', { name: '푸름누리' })).toBeEnabled();
    await expect(c.getByRole('button', { name: '쿠폰 발급' })).toBeEnabled();
  },
};

/** The clipboard refuses: the code stays on screen with the manual-copy message. */
export const ClipboardRefused: Story = {
  beforeEach() {
    clipboard.writeText.mockImplementation(async () => {
      throw new Error('denied');
    });
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await winAllStages(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '선물 상자 열기' }, { timeout: 4000 }));
    await userEvent.click(c.getByRole('button', { name: '상자를 눌러 열어 보세요' }));
    await userEvent.click(await c.findByRole('button', { name: '쿠폰 발급' }));
    await userEvent.click(await c.findByRole('button', { name: '코드 복사' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('복사에 실패했어요. 코드를 직접 복사해 주세요');
    await expect(c.getByLabelText('쿠폰 코드')).toHaveTextContent(/^DGU-/);
  },
};

export const WonEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await startGame(canvasElement);
    await expect(await c.findByRole('timer', { name: /Game starts in/ })).toBeVisible();
    await winAllStages(canvasElement);
    await expect(await c.findByRole('dialog', { name: 'All 4 stages cleared!' }, { timeout: 4000 })).toHaveTextContent('Top 18%');
    await userEvent.click(c.getByRole('button', { name: 'Open the gift box' }));
    await userEvent.click(c.getByRole('button', { name: 'Tap the box to open it' }));
    await userEvent.click(await c.findByRole('button', { name: 'Issue coupon' }));
    await expect(await c.findByLabelText('Coupon code')).toHaveTextContent(/^DGU-/);
  },
};
