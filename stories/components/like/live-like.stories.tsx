import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LiveLike } from '@/components/like/live-like';
import { visitorStore } from '@/stores/visitor';

/** The like machine's button (the Suspense content of BoothLike), against the mock server. */
const meta = {
  title: 'Like/LiveLike',
  component: LiveLike,
  args: { boothId: 2, liked: false, count: 40, tappedBefore: false },
  decorators: [
    (S) => {
      visitorStore.likedBooths = [];
      return <S />;
    },
  ],
} satisfies Meta<typeof LiveLike>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TapTogglesIt: Story = {
  play: async ({ canvasElement }) => {
    const like = () => within(canvasElement).getByRole('button', { name: /^좋아요/ });
    await expect(like()).toHaveAccessibleName('좋아요, 40개');
    await userEvent.click(like());
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(like()).toHaveAccessibleName('좋아요, 41개'));
  },
};

export const TapMadeBeforeInJapanese: Story = {
  args: { tappedBefore: true },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const like = () => within(canvasElement).getByRole('button', { name: /^いいね/ });
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(like()).not.toHaveAttribute('aria-busy'));
  },
};
