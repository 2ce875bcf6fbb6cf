import { Suspense, startTransition, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BoothLike } from '@/components/like/booth-like';
import { forgetFirstAct, hasActed, visitorActed } from '@/lib/first-act';
import { visitorStore } from '@/stores/visitor';

/**
 * A like button drawn inside a transition before the visitor's first act, as the map's cards are (they come in
 * transitions): the like's machine waits for that act (lib/lazy.ts), and the tap that is the first act is carried out
 * by the machine once it is here. Story files share one page, where an earlier story has acted: the story starts from a
 * page nobody has acted on, and leaves it acted on, as the others found it.
 */
function DrawnInATransition() {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return (
    <Suspense fallback={<p>…</p>}>
      <p>{shown ? '카드' : '불러오는 중'}</p>
      {shown && <BoothLike boothId={1} liked={false} count={118} />}
    </Suspense>
  );
}

const meta = {
  title: 'Like/BoothLike/InATransition',
  component: DrawnInATransition,
  beforeEach: () => {
    forgetFirstAct();
    return visitorActed;
  },
  decorators: [
    (S) => {
      visitorStore.likedBooths = [];
      return <S />;
    },
  ],
} satisfies Meta<typeof DrawnInATransition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TapBeforeTheMachine: Story = {
  play: async ({ canvasElement }) => {
    // Nothing has acted on this page yet: otherwise the story would not test the wait.
    await expect(hasActed()).toBe(false);
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    window.addEventListener('error', onError);
    try {
      const c = within(canvasElement);
      // The button paints from the data while its machine waits for the first act.
      const like = await c.findByRole('button', { name: /^좋아요/ });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      // The tap is the first act: the machine arrives and carries it out.
      await userEvent.click(like);
      await waitFor(() => expect(c.getByRole('button', { name: /^좋아요/ })).toHaveAccessibleName('좋아요, 119개'));
      await waitFor(() => expect(c.getByRole('button', { name: /^좋아요/ })).not.toHaveAttribute('aria-busy'));
      await expect(c.getByRole('button', { name: /^좋아요/ })).toHaveAttribute('aria-pressed', 'true');
      // Nothing was reported on the way.
      await expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  },
};
