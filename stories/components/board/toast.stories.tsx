import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Toast } from '@/components/board/toast';

const meta = {
  title: 'Board/Toast',
  component: Toast,
  args: { message: '종료된 이벤트예요' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EventEnded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('종료된 이벤트예요');
  },
};
