import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Toast } from '@/components/board/toast';

const meta = {
  title: 'Board/Toast/States',
  component: Toast,
  args: { message: null },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden: the live region stays so the next message is announced. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const EnglishMessage: Story = {
  args: { message: 'This event has ended' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This event has ended');
  },
};
