import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoothLinkCard } from '@/components/board/booth-link-card';

const meta = {
  title: 'Board/BoothLinkCard/States',
  component: BoothLinkCard,
  args: { state: 'loading' },
} satisfies Meta<typeof BoothLinkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The booth could not be read: the message, and still a way to the booth page. */
export const Failed: Story = {
  args: { state: 'error', boothId: 7 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('부스 정보를 불러오지 못했어요');
    await expect(c.getByRole('link', { name: '부스 보기' })).toHaveAttribute('href', '/booth/7');
  },
};

export const FailedEnglish: Story = {
  args: { state: 'error', boothId: 7 },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load booth information');
  },
};

/** A broken or missing image keeps the 68 px square so nothing shifts. */
export const NoImage: Story = {
  args: { state: 'ready', booth: { id: 3, name: '사진 없는 부스', location: null, image: null } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /사진 없는 부스/ });
    await expect(within(link).queryByRole('img')).toBeNull();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(92);
  },
};
