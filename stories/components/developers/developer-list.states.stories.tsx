import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeveloperList } from '@/components/developers/developer-list';

const meta = {
  title: 'Developers/DeveloperList/States',
  component: DeveloperList,
  args: { members: [] },
} satisfies Meta<typeof DeveloperList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('아직 소개할 구성원이 없어요')).toBeVisible();
    await expect(c.queryByRole('list')).toBeNull();
  },
};

export const EmptyEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No members to show yet')).toBeVisible();
  },
};

/** A member without a photo keeps the photo's space, so cards line up. */
export const NoPhoto: Story = {
  args: { members: [{ id: 9, name: '장하린', role: '프론트엔드 개발', major: '통계학과', image: null }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('img')).toBeNull();
    await expect(c.getByRole('heading', { name: '장하린' })).toBeVisible();
  },
};
