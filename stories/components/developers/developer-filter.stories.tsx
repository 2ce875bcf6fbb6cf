import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeveloperFilter } from '@/components/developers/developer-filter';

const meta = {
  title: 'Developers/DeveloperFilter',
  component: DeveloperFilter,
  args: { team: 'Team Lead', onChange: fn() },
} satisfies Meta<typeof DeveloperFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const chips = within(c.getByRole('group', { name: '팀 선택' })).getAllByRole('button');
    await expect(chips.map((b) => b.textContent)).toEqual(['팀장', 'PM/DS', '프론트엔드', '백엔드', '대외협력']);
    await expect(c.getByRole('button', { name: '팀장' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('button', { name: '백엔드' }));
    await expect(args.onChange).toHaveBeenCalledWith('Back-End');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { team: 'Corporate Affairs' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const chips = within(c.getByRole('group', { name: 'Team' })).getAllByRole('button');
    await expect(chips.map((b) => b.textContent)).toEqual(['Team Lead', 'PM/DS', 'Front-End', 'Back-End', 'Corporate Affairs']);
    await expect(c.getByRole('button', { name: 'Corporate Affairs' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: 'Team Lead' })).toHaveAttribute('aria-pressed', 'false');
  },
};
