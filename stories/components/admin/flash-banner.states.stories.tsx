import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlashBanner } from '@/components/admin/flash-banner';

const meta = { title: 'Admin/FlashBanner/States', component: FlashBanner, args: { message: null } } satisfies Meta<typeof FlashBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole('alert')).toBeNull(),
};
export const LoginSuccessEnglish: Story = {
  args: { message: 'admin.login.success' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Login success'),
};
export const NoEventPermissionEnglish: Story = {
  args: { message: 'admin.error.noEventPermission' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No permission to write events'),
};
