import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BottomSheet } from '@/components/map/bottom-sheet';
import { mapSheetMax, shownHeight } from './story-helpers';

const meta = {
  title: 'Map/BottomSheet/States',
  component: BottomSheet,
  args: { label: 'Results', handleLabel: 'Resize the results', children: <p>Frontier</p> },
  decorators: [(S) => <div style={{ position: 'relative', height: '100dvh', maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RestoredOpen: Story = {
  parameters: { locale: 'en' },
  args: { input: { initial: 410 }, header: <p role="alert">Unable to get location</p> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(shownHeight(c.getByRole('region', { name: 'Results' }))).toBeCloseTo(mapSheetMax(), 0));
    await expect(c.getByRole('button', { name: 'Resize the results' })).toHaveAttribute('aria-expanded', String(mapSheetMax() > 150));
    await expect(c.getByRole('alert')).toHaveTextContent('Unable to get location');
  },
};
