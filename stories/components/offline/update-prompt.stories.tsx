import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from '@/components/offline/update-prompt';

const meta = {
  title: 'Offline/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onLater: fn() },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt says a new build is ready; each button calls its own handler once. */
const offeredIn = (locale: string, text: string, reload: string, later: string): Story => ({
  parameters: { locale },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(text);
    await userEvent.click(within(alert).getByRole('button', { name: reload }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onLater).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: later }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
  },
});

export const Korean = offeredIn('ko', '새 버전이 준비됐어요', '새로고침', '나중에');
export const English = offeredIn('en', 'A new version is ready', 'Reload', 'Later');
export const Japanese = offeredIn('ja', '新しいバージョンがあります', '再読み込み', 'あとで');
export const Chinese = offeredIn('zh-CN', '新版本已就绪', '重新加载', '稍后');
