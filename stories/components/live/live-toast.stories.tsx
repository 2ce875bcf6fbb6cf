import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveToast } from '@/components/live/live-toast';

const meta = {
  title: 'Live/LiveToast',
  component: LiveToast,
  args: { notice: { title: '본무대 앞 혼잡: 동문을 이용하세요' } },
} satisfies Meta<typeof LiveToast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A notice saved by Staff arrives live: the toast names it, on whatever screen is open. */
export const Arrived: Story = {
  play: async ({ canvasElement }) => {
    const alert = canvasElement.querySelector<HTMLElement>('[data-live-toast]');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveTextContent('긴급 공지 본무대 앞 혼잡: 동문을 이용하세요');
  },
};

export const ArrivedEnglish: Story = {
  parameters: { locale: 'en' },
  args: { notice: { title: 'Crowd at the main stage: use the east gate' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector<HTMLElement>('[data-live-toast]')).toHaveTextContent('Urgent notice Crowd at the main stage: use the east gate');
  },
};

/** The danger is over: the toast says the notice was lifted. */
export const Cleared: Story = {
  args: { notice: { title: '', cleared: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector<HTMLElement>('[data-live-toast]')).toHaveTextContent('긴급 공지 긴급 공지가 해제되었습니다');
  },
};

export const ClearedJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { notice: { title: '', cleared: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector<HTMLElement>('[data-live-toast]')).toHaveTextContent('緊急のお知らせは解除されました');
  },
};

export const ClearedChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { notice: { title: '', cleared: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector<HTMLElement>('[data-live-toast]')).toHaveTextContent('紧急公告已解除');
  },
};

/** Nothing arrived: nothing shows. */
export const Nothing: Story = {
  args: { notice: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-live-toast]')).toBeNull();
  },
};
