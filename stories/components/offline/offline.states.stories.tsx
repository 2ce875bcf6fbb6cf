import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineBanner } from '@/components/offline/offline-banner';
import { UpdatePrompt } from '@/components/offline/update-prompt';
import { InstallHint } from '@/components/offline/install-hint';
import { LikeButton } from '@/components/like/like-button';

// 18:42 in Korea on the second festival day: the banner always speaks Korea time, whatever the device's zone.
const AT_1842 = Date.parse('2025-09-25T18:42:10+09:00');

function Offline() {
  return (
    <div style={{ minHeight: 220 }}>
      <OfflineBanner mode="offline" updatedAt={AT_1842} />
    </div>
  );
}

const meta = { title: 'Offline/States', component: Offline } satisfies Meta<typeof Offline>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (root: HTMLElement) => within(root).getByRole('status');

const bannerIn = (locale: string, text: string): Story => ({
  parameters: { locale },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(text);
    await expect(status(canvasElement)).toBeVisible();
  },
});

export const BannerKorean = bannerIn('ko', '오프라인 · 18:42 기준 정보');
export const BannerEnglish = bannerIn('en', 'Offline · updated 18:42');
export const BannerJapanese = bannerIn('ja', 'オフライン · 18:42 更新の情報');
export const BannerChinese = bannerIn('zh-CN', '离线 · 信息更新于 18:42');

export const BannerWithoutData: Story = {
  render: () => <OfflineBanner mode="offline" updatedAt={null} />,
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('오프라인 · 저장된 정보를 보여 드려요');
  },
};

export const BannerRefreshing: Story = {
  parameters: { locale: 'en' },
  render: () => <OfflineBanner mode="refreshing" updatedAt={AT_1842} />,
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Back online · refreshing');
  },
};

const pendingIn = (locale: string, name: string, description: string): Story => ({
  parameters: { locale },
  render: () => <LikeButton liked count={42} pending onToggle={fn()} />,
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('data-pending', 'true');
    await expect(like).toHaveAccessibleDescription(description);
    await expect(like).toHaveTextContent('42');
  },
});

export const PendingLikeKorean = pendingIn('ko', '좋아요, 42개', '저장됨 · 연결되면 보내요');
export const PendingLikeEnglish = pendingIn('en', 'Like, 42 likes', 'Saved · sent when you are back online');
export const PendingLikeJapanese = pendingIn('ja', 'いいね、42件', '保存済み · 接続が戻ったら送信します');
export const PendingLikeChinese = pendingIn('zh-CN', '点赞，42 个赞', '已保存 · 恢复联网后发送');

const updateIn = (locale: string, text: string, reload: string, later: string): Story => ({
  parameters: { locale },
  render: () => <UpdatePrompt onReload={onReload} onLater={onLater} />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(text);
    await userEvent.click(within(alert).getByRole('button', { name: reload }));
    await expect(onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: later }));
    await expect(onLater).toHaveBeenCalledTimes(1);
  },
  beforeEach: () => {
    onReload.mockClear();
    onLater.mockClear();
  },
});
const onReload = fn();
const onLater = fn();

export const UpdateKorean = updateIn('ko', '새 버전이 준비됐어요', '새로고침', '나중에');
export const UpdateEnglish = updateIn('en', 'A new version is ready', 'Reload', 'Later');
export const UpdateJapanese = updateIn('ja', '新しいバージョンがあります', '再読み込み', 'あとで');
export const UpdateChinese = updateIn('zh-CN', '新版本已就绪', '重新加载', '稍后');

export const InstallHintOffered: Story = {
  render: () => <InstallHint onInstall={onReload} onClose={onLater} />,
  beforeEach: () => {
    onReload.mockClear();
    onLater.mockClear();
  },
  play: async ({ canvasElement }) => {
    const hint = within(canvasElement).getByRole('complementary');
    await expect(hint).toHaveTextContent('홈 화면에 축제 앱을 추가하면 인터넷이 끊겨도 열려요.');
    await userEvent.click(within(hint).getByRole('button', { name: '닫기' }));
    await expect(onLater).toHaveBeenCalledTimes(1);
    await userEvent.click(within(hint).getByRole('button', { name: '추가' }));
    await expect(onReload).toHaveBeenCalledTimes(1);
  },
};
