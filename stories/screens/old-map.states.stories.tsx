import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OldMapScreen from '@/screens/old-map/old-map-screen';
import { dragBy, readyHandle, shownHeight } from '../components/map/story-helpers';

const meta = {
  title: 'Screens/OldMap/States',
  component: OldMapScreen,
  parameters: { route: { path: '/mapold' } },
} satisfies Meta<typeof OldMapScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishNoInfoAtThisSpot: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('No booth selected yet');
    await userEvent.click(c.getByRole('button', { name: 'Food truck' }));
    await expect(c.getByRole('status')).toHaveTextContent('Click a food-truck pin on the map');
    await userEvent.click(c.getByRole('button', { name: 'Convenience store' }));
    await userEvent.click(within(c.getByRole('list', { name: 'Places' })).getByRole('button', { name: 'Hakrim Hall Convenience Store' }));
    await expect(c.getByRole('region', { name: 'Results' })).toHaveTextContent('GS25 학림관점');
    await userEvent.type(c.getByRole('searchbox', { name: 'Search' }), 'nothing');
    await expect(c.getByRole('status')).toHaveTextContent("No result for 'nothing'");
  },
};

export const SheetRunsFrom400To800: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = c.getByRole('region', { name: '검색 결과' });
    await waitFor(() => expect(shownHeight(sheet)).toBeCloseTo(400, 0));
    await dragBy(await readyHandle(c, '결과 목록 크기 조절'), -260);
    // Up to 800, capped by the window so that the handle stays below the top bar (issue 16, item 1).
    await waitFor(() => expect(shownHeight(sheet)).toBeCloseTo(Math.min(800, window.innerHeight - 182), 0));
    await dragBy(await readyHandle(c, '결과 목록 크기 조절'), 260);
    await waitFor(() => expect(shownHeight(sheet)).toBeCloseTo(400, 0));
  },
};
