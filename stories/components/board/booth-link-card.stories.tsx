import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoothLinkCard } from '@/components/board/booth-link-card';

const meta = {
  title: 'Board/BoothLinkCard',
  component: BoothLinkCard,
  args: { state: 'ready', booth: { id: 1, name: '멋쟁이사자처럼 주점', location: '만해광장', image: '/images/booths/pub.svg' } },
} satisfies Meta<typeof BoothLinkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /멋쟁이사자처럼 주점/ });
    await expect(link).toHaveAttribute('href', '/booth/1');
    await expect(link).toHaveTextContent('만해광장');
    await expect(link).toHaveTextContent('부스 보기');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { state: 'ready', booth: { id: 1, name: 'Likelion Pub', location: 'Manhae Square', image: null } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Likelion Pub/ });
    await expect(link).toHaveTextContent('View booth');
  },
};
