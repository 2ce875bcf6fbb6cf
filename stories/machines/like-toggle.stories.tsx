import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { likeToggleMachine, type ToggleLikeOutput } from '@machines/like-toggle.machine';
import { MachineStepper } from './machine-stepper';
import { controlledCall } from './controlled-call';

function LikeStepper() {
  const [call] = useState(() => controlledCall<ToggleLikeOutput>());
  const actor = useActorRef(likeToggleMachine.provide({ actors: { toggleLike: fromPromise(() => call.run()) } }), {
    input: { boothId: 7, liked: false, count: 3 },
  });
  const { liked, count } = useSelector(actor, (s) => s.context);
  const pending = call.usePending();
  return (
    <MachineStepper
      actor={actor}
      events={[
        { label: 'toggle', event: { type: 'like.toggle' } },
        { label: 'sync from another card (liked, 9)', event: { type: 'like.sync', liked: true, count: 9 } },
      ]}
    >
      <p>
        <span aria-label="like state">{liked ? '♥' : '♡'} {count}</span>
      </p>
      <button type="button" disabled={!pending} onClick={() => call.answer({ isLiked: liked, likesCount: count + 40 })}>
        server answers
      </button>{' '}
      <button type="button" disabled={!pending} onClick={() => call.fail()}>
        server fails
      </button>
    </MachineStepper>
  );
}

const meta = { title: 'Machines/LikeToggle', component: LikeStepper, parameters: { layout: 'padded' } } satisfies Meta<typeof LikeStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OptimisticThenServerWins: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'toggle' }));
    await expect(c.getByLabelText('like state')).toHaveTextContent('♥ 4');
    await expect(c.getByLabelText('state value')).toHaveTextContent('"toggling"');
    // A second toggle while the call runs is not accepted.
    await expect(c.getByRole('button', { name: 'toggle' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'server answers' }));
    await waitFor(() => expect(c.getByLabelText('like state')).toHaveTextContent('♥ 44'));
    await expect(c.getByLabelText('state value')).toHaveTextContent('"idle"');
  },
};

export const RollsBackOnFailure: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'toggle' }));
    await userEvent.click(c.getByRole('button', { name: 'server fails' }));
    await waitFor(() => expect(c.getByLabelText('like state')).toHaveTextContent('♡ 3'));
  },
};

export const SyncsFromAnotherCard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'sync from another card (liked, 9)' }));
    await expect(c.getByLabelText('like state')).toHaveTextContent('♥ 9');
  },
};
