import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UrgentNotice } from '@/components/home/urgent-notice';

const meta = {
  title: 'Home/UrgentNotice/States',
  component: UrgentNotice,
  args: { notice: { id: 100, title: '우천 시 일정 변경 안내', content: '' } },
} satisfies Meta<typeof UrgentNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No standing notice: neither bar nor toast. */
export const None: Story = {
  args: { notice: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('link')).toBeNull();
    await expect(c.queryByRole('status')).toBeNull();
  },
};

/** The toast goes away by itself (2.5 s by default; shortened here) while the bar stays. */
export const ToastGoesAway: Story = {
  args: { toastMs: 400 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toBeVisible();
    await waitFor(() => expect(c.queryByRole('status')).toBeNull(), { timeout: 2000 });
    await expect(c.getByRole('link', { name: /우천 시 일정 변경 안내/ })).toBeVisible();
  },
};

/** The default toast lasts 2.5 s: still there at 2.2 s. */
export const ToastLastsTwoAndAHalfSeconds: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await new Promise((r) => setTimeout(r, 2200));
    await expect(c.getByRole('status')).toBeVisible();
    await waitFor(() => expect(c.queryByRole('status')).toBeNull(), { timeout: 1500 });
  },
};

/** Home again after the toast was seen: the bar stays, the toast does not cover the ranking again (issue 16 item 11). */
export const SeenBeforeNoToast: Story = {
  args: { version: '100\n우천 시 일정 변경 안내\n' },
  beforeEach() {
    localStorage.setItem('urgent-toast-seen', '100\n우천 시 일정 변경 안내\n');
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: /우천 시 일정 변경 안내/ })).toBeVisible();
    await expect(c.queryByRole('status')).toBeNull();
  },
};

/** The notice was edited since: its new version toasts once more. */
export const EditedNoticeToastsAgain: Story = {
  args: { version: '100\n우천 시 일정 변경 안내\n장소가 바뀌었어요', toastMs: 400 },
  beforeEach() {
    localStorage.setItem('urgent-toast-seen', '100\n우천 시 일정 변경 안내\n');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('우천 시 일정 변경 안내');
    // Once it has been up its whole time, this version counts as seen.
    await waitFor(() => expect(localStorage.getItem('urgent-toast-seen')).toBe('100\n우천 시 일정 변경 안내\n장소가 바뀌었어요'), { timeout: 2000 });
  },
};
