import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BoothLike } from '@/components/like/booth-like';
import { LiveLike } from '@/components/like/live-like';
import { visitorStore } from '@/stores/visitor';

/**
 * A booth's like button as the app shows it: painted from the data, its machine's button (live-like.tsx) taking its
 * place when that code is here; the like calls go to the mock server. The busy state of a tap made before the code
 * arrived is LikeButton's (Like/LikeButton/States).
 */
const meta = {
  title: 'Like/BoothLike',
  component: BoothLike,
  args: { boothId: 1, liked: false, count: 118 },
  decorators: [
    (S) => {
      visitorStore.likedBooths = [];
      return <S />;
    },
  ],
} satisfies Meta<typeof BoothLike>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TogglesThroughItsMachine: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const like = () => c.getByRole('button', { name: /^좋아요/ });
    await expect(like()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like());
    // The machine's answer: pressed, one more, no longer busy.
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(like()).toHaveAccessibleName('좋아요, 119개'));
    await waitFor(() => expect(like()).not.toHaveAttribute('aria-busy'));
  },
};

/** The machine's button handed a tap made before it arrived: it carries it out at once. */
export const CarriesOutATapMadeBefore: Story = {
  render: (args) => <LiveLike {...args} tappedBefore />,
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: /^Like/ });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(like).toHaveAccessibleName('Like, 119 likes'));
  },
};
