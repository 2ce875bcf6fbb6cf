import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Layout } from '@/app/layout';

function Page() {
  return <p style={{ padding: 16 }}>content</p>;
}

const meta = {
  title: 'Shell/Layout',
  component: Layout,
  args: { children: <Page /> },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  parameters: { route: { path: '/' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('banner')).toBeVisible();
    await expect(c.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await expect(c.getByRole('main')).toHaveStyle({ paddingTop: '54px', paddingBottom: '62px' });
  },
};

export const MapTabOnBoothDetail: Story = {
  parameters: { route: { path: '/booth/3' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: '지도' })).toHaveAttribute('aria-current', 'page');
    await expect(c.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
    await expect(c.queryByRole('button', { name: /언어 선택/ })).toBeNull();
  },
};

export const MapHasNoScrolling: Story = {
  parameters: { route: { path: '/map' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveStyle({ overflow: 'hidden' });
  },
};

export const AdminHasNoTabs: Story = {
  parameters: { route: { path: '/admin/festa' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('navigation')).toBeNull();
    await expect(c.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
    await expect(c.getByRole('main')).toHaveStyle({ overflowY: 'auto', scrollbarWidth: 'none' });
  },
};

export const GameIntroKeepsBarsWithoutLanguage: Story = {
  parameters: { route: { path: '/event', search: 'phase=intro' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('banner')).toBeVisible();
    await expect(c.queryByRole('button', { name: /언어 선택/ })).toBeNull();
    await expect(c.getByRole('link', { name: '게임' })).toHaveAttribute('aria-current', 'page');
  },
};

export const GamePlayingIsFullScreen: Story = {
  parameters: { route: { path: '/event', search: 'phase=playing' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('banner')).toBeNull();
    await expect(c.queryByRole('navigation')).toBeNull();
  },
};

export const SwitchesLanguageEverywhere: Story = {
  parameters: { route: { path: '/timetable' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /언어 선택/ }));
    await userEvent.click(c.getByRole('option', { name: 'ENG' }));
    // All text changes at once: the bar, the tabs.
    await expect(c.getByRole('button', { name: 'Choose language: ENG' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
    await expect(c.getByRole('link', { name: 'Developers' })).toBeVisible();
  },
};
