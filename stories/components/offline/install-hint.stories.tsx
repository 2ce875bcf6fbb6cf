import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstallHint } from '@/components/offline/install-hint';

const meta = {
  title: 'Offline/InstallHint',
  component: InstallHint,
  args: { onInstall: fn(), onClose: fn() },
} satisfies Meta<typeof InstallHint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hint, named by its text, offers to add the app or to close; each button calls its own handler once. */
const offeredIn = (locale: string, text: string, close: string, add: string): Story => ({
  parameters: { locale },
  play: async ({ canvasElement, args }) => {
    const hint = within(canvasElement).getByRole('complementary', { name: text });
    await userEvent.click(within(hint).getByRole('button', { name: close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onInstall).not.toHaveBeenCalled();
    await userEvent.click(within(hint).getByRole('button', { name: add }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
  },
});

export const Korean = offeredIn('ko', '홈 화면에 축제 앱을 추가하면 인터넷이 끊겨도 열려요.', '닫기', '추가');
export const English = offeredIn('en', 'Add the festival to your home screen: it opens even without a network.', 'Not now', 'Add');
export const Japanese = offeredIn('ja', 'ホーム画面に追加すると、通信が切れても開けます。', '閉じる', '追加');
export const Chinese = offeredIn('zh-CN', '添加到主屏幕，断网时也能打开。', '不用了', '添加');
