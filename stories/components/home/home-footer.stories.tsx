import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeFooter, SOCIAL_URL } from '@/components/home/home-footer';

const meta = { title: 'Home/HomeFooter', component: HomeFooter } satisfies Meta<typeof HomeFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('contentinfo')).toHaveTextContent('동국대학교 멋쟁이사자처럼');
    await expect(c.getByText('데이터 제공 · 디자인: 동국대학교 축제기획단')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Administrator' })).toHaveAttribute('href', '/admin/login');
    const social = c.getByRole('link', { name: '인스타그램' });
    await expect(social).toHaveAttribute('href', SOCIAL_URL);
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Made by LIKELION Dongguk University')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Administrator' })).toHaveAttribute('href', '/admin/login');
    await expect(c.getByRole('link', { name: 'Instagram' })).toBeVisible();
  },
};
