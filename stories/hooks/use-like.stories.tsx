import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { InspectionEvent } from 'xstate';
import { useLike } from '@/hooks/use-like';
import { setInspect } from '@/lib/inspector';
import { delay, http, HttpResponse } from 'msw';
import { flushOutbox, queuedLikes } from '@/offline/like-outbox';

function Card({ label, boothId }: { label: string; boothId: number }) {
  const like = useLike({ boothId, liked: false, count: 10 });
  return (
    <article aria-label={label} style={{ padding: 12, border: '1px solid #ddd', margin: 8 }}>
      <button type="button" aria-pressed={like.liked} disabled={like.busy} data-pending={like.pending || undefined} onClick={like.toggle}>
        ♥ <span data-testid="count">{like.count}</span>
      </button>
    </article>
  );
}

/** Two cards of one booth, as the ranking and the map list show them. */
function TwoCards() {
  return (
    <div>
      <Card label="ranking card" boothId={1} />
      <Card label="map card" boothId={1} />
    </div>
  );
}

const meta = { title: 'Hooks/useLike', component: TwoCards } satisfies Meta<typeof TwoCards>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (root: HTMLElement, name: string) => within(within(root).getByRole('article', { name }));

export const EveryCardOfTheBoothUpdates: Story = {
  play: async ({ canvasElement }) => {
    const ranking = card(canvasElement, 'ranking card');
    const map = card(canvasElement, 'map card');
    await userEvent.click(ranking.getByRole('button'));
    // The server's count wins (the sample booth 1 starts with more than 10 likes), on both cards.
    await waitFor(() => expect(ranking.getByRole('button')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(map.getByRole('button')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(map.getByTestId('count').textContent).toBe(ranking.getByTestId('count').textContent));
    await waitFor(() => expect(ranking.getByRole('button')).toBeEnabled());
    await expect(Number(ranking.getByTestId('count').textContent)).toBeGreaterThan(10);
    await expect(localStorage.getItem('likedBooths')).toContain('"1"');
  },
};

export const RollsBackSilentlyOnServerError: Story = {
  beforeEach({ msw }) {
    // A slow failure, so the optimistic flip is on screen before the rollback.
    msw.use(http.post('*/api/booths/:id/likes/', async () => {
      await delay(400);
      return HttpResponse.json({ message: 'like failed' }, { status: 500 });
    }));
  },
  play: async ({ canvasElement }) => {
    const ranking = card(canvasElement, 'ranking card');
    const map = card(canvasElement, 'map card');
    await userEvent.click(ranking.getByRole('button'));
    // The flip shows at once, then the failed call puts the earlier state back.
    await waitFor(() => expect(ranking.getByRole('button')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(map.getByTestId('count')).toHaveTextContent('11'));
    await expect(ranking.getByRole('button')).toBeDisabled();
    await waitFor(() => expect(ranking.getByRole('button')).toHaveAttribute('aria-pressed', 'false'));
    await expect(ranking.getByRole('button')).toBeEnabled();
    await expect(ranking.getByTestId('count')).toHaveTextContent('10');
    await expect(map.getByTestId('count')).toHaveTextContent('10');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

const seen: InspectionEvent[] = [];
export const InspectorSeesAppActors: Story = {
  beforeEach() {
    seen.length = 0;
    setInspect((e) => seen.push(e));
    return () => setInspect(undefined);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(card(canvasElement, 'map card').getByRole('button'));
    await waitFor(() => expect(seen.some((e) => e.type === '@xstate.event' && e.event.type === 'like.toggle')).toBe(true));
    await expect(seen.some((e) => e.type === '@xstate.actor')).toBe(true);
  },
};

let networkDown = false;
export const WaitsInTheOutboxWithoutANetwork: Story = {
  beforeEach({ msw }) {
    networkDown = true;
    // No answer at all while the network is down; the mock server's own handler once it is back.
    msw.use(http.post('*/api/booths/:id/likes/', () => (networkDown ? HttpResponse.error() : undefined)));
    return () => void indexedDB.deleteDatabase('festival-offline');
  },
  play: async ({ canvasElement }) => {
    const ranking = card(canvasElement, 'ranking card');
    const map = card(canvasElement, 'map card');
    await userEvent.click(ranking.getByRole('button'));
    // The like shows at once on every card, waits as pending, and stays pressable.
    await waitFor(() => expect(ranking.getByRole('button')).toHaveAttribute('data-pending', 'true'));
    await expect(ranking.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(ranking.getByRole('button')).toBeEnabled();
    await expect(map.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(map.getByTestId('count')).toHaveTextContent('11');
    await expect(await queuedLikes()).toEqual([expect.objectContaining({ boothId: 1, liked: true })]);

    // The network returns: the outbox sends it, and the server's count wins on both cards.
    networkDown = false;
    await flushOutbox();
    await waitFor(() => expect(ranking.getByRole('button')).not.toHaveAttribute('data-pending'));
    await expect(ranking.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(Number(map.getByTestId('count').textContent)).toBeGreaterThan(10));
    await expect(await queuedLikes()).toEqual([]);
    await expect(localStorage.getItem('likedBooths')).toContain('"1"');
  },
};
