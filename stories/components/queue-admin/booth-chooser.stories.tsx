// Staff choose the booth whose line they run: loading, the list, a failed load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoothChooser } from '@/components/queue-admin/booth-chooser';
import { say } from './fixtures';

const BOOTHS = [
  { id: 2, name: '공과대학' },
  { id: 1, name: '프론티어' },
];

const meta = {
  title: 'Admin/QueueBoothChooser',
  component: BoothChooser,
  args: { booths: BOOTHS, failed: false, hrefFor: (id: number) => `/admin/queue?booth=${id}` },
} satisfies Meta<typeof BoothChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: say('ko', 'admin.queue.chooseBooth') })).toBeVisible();
    await expect(c.getByRole('link', { name: '프론티어' })).toHaveAttribute('href', '/admin/queue?booth=1');
    await expect(c.getAllByRole('link')).toHaveLength(2);
  },
};

export const ListEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Choose the booth whose line to run' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { booths: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(say('ko', 'common.loading'));
  },
};

export const FailedJapanese: Story = {
  args: { booths: null, failed: true },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(say('ja', 'admin.queue.error.loadFailed'));
  },
};
