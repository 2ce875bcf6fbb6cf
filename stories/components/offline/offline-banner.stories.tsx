import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from '@/components/offline/offline-banner';

// 18:42 in Korea on the second festival day: the banner always speaks Korea time, whatever the device's zone.
const AT_1842 = Date.parse('2025-09-25T18:42:10+09:00');

const meta = {
  title: 'Offline/OfflineBanner',
  component: OfflineBanner,
  args: { mode: 'offline', updatedAt: AT_1842 },
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const says = (locale: string, text: string): Story => ({
  parameters: { locale },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(text);
    await expect(status).toBeVisible();
  },
});

export const Korean = says('ko', '오프라인 · 18:42 기준 정보');
export const English = says('en', 'Offline · updated 18:42');
export const Japanese = says('ja', 'オフライン · 18:42 更新の情報');
export const Chinese = says('zh-CN', '离线 · 信息更新于 18:42');

/** A screen that shows no fetched data (the developers page): no time to give. */
export const WithoutData: Story = { ...says('ko', '오프라인 · 저장된 정보를 보여 드려요'), args: { mode: 'offline', updatedAt: null } };

export const Refreshing: Story = { ...says('en', 'Back online · refreshing'), args: { mode: 'refreshing', updatedAt: AT_1842 } };
