import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventCarousel } from '@/components/home/event-carousel';

const meta = {
  title: 'Home/EventCarousel/States',
  component: EventCarousel,
  args: { status: 'ready', slides: [] },
} satisfies Meta<typeof EventCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const WaitingForEvents: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('이벤트를 기다리는 중이에요')).toBeVisible();
    await expect(c.getByRole('link', { name: '더보기' })).toHaveAttribute('href', '/board?category=Event');
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('이벤트 부스를 불러올 수 없어요');
  },
};

export const WaitingEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting for events')).toBeVisible();
  },
};

export const FailedEnglish: Story = {
  parameters: { locale: 'en' },
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Event booths cannot be loaded');
  },
};
