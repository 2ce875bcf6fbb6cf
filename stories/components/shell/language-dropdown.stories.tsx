import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageDropdown } from '@/components/shell/language-dropdown';

const meta = {
  title: 'Shell/LanguageDropdown',
  component: LanguageDropdown,
  args: { value: 'ko', onChange: fn() },
  decorators: [(Story) => <div style={{ padding: 16, display: 'flex', justifyContent: 'flex-end', minHeight: 240 }}><Story /></div>],
} satisfies Meta<typeof LanguageDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: /언어 선택: KR/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(c.queryByRole('listbox')).toBeNull();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const options = c.getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['KR', 'ENG', '中文', '日本語']);
    await expect(c.getByRole('option', { name: 'KR' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ChoosesALanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /KR/ }));
    await userEvent.click(c.getByRole('option', { name: '日本語' }));
    await expect(args.onChange).toHaveBeenCalledWith('ja');
    await expect(c.queryByRole('listbox')).toBeNull();
  },
};

export const ClosesOnOutsideClick: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('listbox')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(c.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { value: 'en' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose language: ENG' })).toBeVisible();
  },
};
