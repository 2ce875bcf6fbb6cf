import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from '@/components/map/search-box';

const meta = {
  title: 'Map/SearchBox',
  component: SearchBox,
  args: { value: '', onChange: fn(), label: '검색', placeholder: '부스, 장소를 검색해 보세요' },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: { onChange: (v: string) => void }) {
  const [v, set] = useState('');
  return <SearchBox value={v} onChange={(x) => (set(x), props.onChange(x))} label="검색" placeholder="부스, 장소를 검색해 보세요" />;
}

export const TypingFilters: Story = {
  render: (args) => <Controlled onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('search')).toBeVisible();
    const box = c.getByRole('searchbox', { name: '검색' });
    await expect(box).toHaveAttribute('placeholder', '부스, 장소를 검색해 보세요');
    await userEvent.type(box, '만해{enter}');
    await expect(box).toHaveValue('만해');
    await expect(args.onChange).toHaveBeenLastCalledWith('만해');
  },
};
