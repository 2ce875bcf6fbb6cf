import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ErrorBoundary, ScreenError } from '@/components/shell/screen-error';

const meta = { title: 'Shell/ScreenError', component: ScreenError, args: { onRetry: fn() } } satisfies Meta<typeof ScreenError>;
export default meta;
type Story = StoryObj<typeof meta>;

const story = (locale: string, title: string, retry: string): Story => ({
  parameters: { locale },
  play: async ({ canvasElement, args, userEvent }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Korean = story('ko', '화면을 보여 드리지 못했어요', '다시 시도');
export const English = story('en', "This page couldn't be shown", 'Try again');
export const Japanese = story('ja', '画面を表示できませんでした', '再試行');
export const Chinese = story('zh-CN', '无法显示此页面', '重试');

function Broken(): never {
  throw new Error('a screen that fails while drawing');
}

/** The boundary in place: a screen that throws is replaced by the message; the rest of the page stays. */
export const InsideTheLayout: Story = {
  render: () => (
    <div>
      <p>바깥 내용</p>
      <ErrorBoundary resetKey="/timetable">
        <Broken />
      </ErrorBoundary>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('화면을 보여 드리지 못했어요');
    await expect(c.getByText('바깥 내용')).toBeVisible();
  },
};
