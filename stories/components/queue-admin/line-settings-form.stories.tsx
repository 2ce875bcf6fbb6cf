// The line's settings form (src/components/queue-admin/line-settings-form.tsx): each field reports its edit, and a
// bad field shows its own message, checked by the machine's validateSettings.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { draftOf, validateSettings } from '@machines/queue-line.machine';
import { LineSettingsForm } from '@/components/queue-admin/line-settings-form';
import { OPEN, say } from './fixtures';

const meta = {
  title: 'Admin/QueueLineSettingsForm',
  component: LineSettingsForm,
  args: { draft: draftOf(OPEN), errors: {}, busy: false, onChange: fn(), onSave: fn() },
} satisfies Meta<typeof LineSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const max = c.getByLabelText(say('ko', 'admin.queue.field.partyMax'));
    await expect(max).toHaveValue(String(OPEN.party_max));
    await userEvent.type(max, '0');
    await expect(args.onChange).toHaveBeenCalledWith('partyMax', `${OPEN.party_max}0`);
    await userEvent.click(c.getByRole('button', { name: say('ko', 'admin.queue.save') }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

const bad = { ...draftOf(OPEN), partyMin: '5', partyMax: '2' };
/** The smallest party above the largest: the field says so, in English. */
export const BadRange: Story = {
  parameters: { locale: 'en' },
  args: { draft: bad, errors: validateSettings(bad).errors },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const invalid = canvasElement.querySelectorAll('[aria-invalid="true"]');
    await expect(invalid.length).toBeGreaterThan(0);
    const message = validateSettings(bad).errors;
    const [field, m] = Object.entries(message)[0]!;
    await expect(c.getByLabelText(say('en', `admin.queue.field.${field}`))).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText(say('en', m!.id, m!.values ?? {}))).toBeVisible();
  },
};
