import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { likeToggleMachine, type ToggleLikeOutput } from '@machines/like-toggle.machine';
import { LikeButton } from '@/components/like/like-button';
import { MachineStepper, resettable, type ResetProps } from './machine-stepper';
import { controlledCall } from './controlled-call';

/** The like machine driving the real LikeButton; the server's answer is given by hand. */
function LikeStepper({ onReset }: ResetProps) {
  const [call] = useState(() => controlledCall<ToggleLikeOutput>());
  const actor = useActorRef(likeToggleMachine.provide({ actors: { toggleLike: fromPromise(() => call.run()) } }), {
    input: { boothId: 7, liked: false, count: 3 },
  });
  const { liked, count } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const pending = call.usePending();
  return (
    <MachineStepper
      actor={actor}
      onReset={onReset}
      events={[
        { label: 'toggle', event: { type: 'like.toggle' } },
        { label: 'sync from another card (liked, 9)', event: { type: 'like.sync', liked: true, count: 9 } },
      ]}
    >
      <LikeButton liked={liked} count={count} busy={busy} size="large" onToggle={() => actor.send({ type: 'like.toggle' })} />
      <p>
        <button type="button" disabled={!pending} onClick={() => call.answer({ isLiked: liked, likesCount: count + 40 })}>
          server answers
        </button>{' '}
        <button type="button" disabled={!pending} onClick={() => call.fail()}>
          server fails
        </button>
      </p>
    </MachineStepper>
  );
}

const Stepper = resettable(LikeStepper);

const meta = { title: 'Machines/LikeToggle', component: Stepper, parameters: { layout: 'padded' } } satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The real like button: its name carries the count, its pressed state whether it is liked. */
const like = (el: HTMLElement) => within(el).getByRole('button', { name: /^좋아요/ });

/** Issue 16, items 15-16: the real LikeButton at the machine's initial state; nothing runs until QA steps. */
export const StepByHand: Story = {
  name: '16.16 opens at the initial state',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('state value')).toHaveTextContent('"idle"');
    await expect(like(canvasElement)).toHaveAccessibleName('좋아요, 3개');
    await expect(like(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByRole('button', { name: 'toggle' })).toBeVisible();
  },
};

/** Issue 16, item 15: a tap on the real LikeButton goes through the machine; reset starts again. */
export const RealButtonThenReset: Story = {
  name: '16.15 the real like button, then reset',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(like(canvasElement));
    await expect(like(canvasElement)).toHaveAccessibleName('좋아요, 4개');
    await expect(like(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByLabelText('tags')).toHaveTextContent('busy');
    await userEvent.click(c.getByRole('button', { name: 'reset' }));
    await expect(like(canvasElement)).toHaveAccessibleName('좋아요, 3개');
    await expect(c.getByLabelText('state value')).toHaveTextContent('"idle"');
  },
};

export const OptimisticThenServerWins: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'toggle' }));
    await expect(like(canvasElement)).toHaveAccessibleName('좋아요, 4개');
    await expect(c.getByLabelText('state value')).toHaveTextContent('"toggling"');
    // A second toggle while the call runs is not accepted, so it is not offered.
    await expect(c.queryByRole('button', { name: 'toggle' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'server answers' }));
    await waitFor(() => expect(like(canvasElement)).toHaveAccessibleName('좋아요, 44개'));
    await expect(c.getByLabelText('state value')).toHaveTextContent('"idle"');
  },
};

export const RollsBackOnFailure: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'toggle' }));
    await userEvent.click(c.getByRole('button', { name: 'server fails' }));
    await waitFor(() => expect(like(canvasElement)).toHaveAccessibleName('좋아요, 3개'));
    await expect(like(canvasElement)).toHaveAttribute('aria-pressed', 'false');
  },
};

export const SyncsFromAnotherCard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'sync from another card (liked, 9)' }));
    await expect(like(canvasElement)).toHaveAccessibleName('좋아요, 9개');
  },
};
