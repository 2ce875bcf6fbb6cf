import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetStatusState, statusError, statusSlow } from '@mocks/handlers';
import BoothStatusSection from '@/components/status/booth-status-section';
import { useLocation } from 'wouter';
import { adminSession } from '@/stores/admin-session';
import { asAdmin, STAFF, STUCO, withExpiredUid, withPath } from '../admin/admin-story-kit';

const FRONTIER = '중앙동아리 프론티어'; // Club admin of booth 1
const NOW = '2025-09-25T19:00:00+09:00';
/** A save's answer can take a few seconds on a busy machine. */
const SAVED = { timeout: 5000 };

/** The section as /admin/booth mounts it, with the signed-in uid. */
function Section({ boothId }: { boothId?: number }) {
  const [, navigate] = useLocation();
  return <BoothStatusSection uid={adminSession.uid ?? ''} boothId={boothId} onLoginRequired={() => navigate('/admin/login')} />;
}

const meta = {
  title: 'Status/BoothStatusSection',
  component: Section,
  decorators: [withPath],
  parameters: { now: NOW, store: asAdmin(FRONTIER) },
  beforeEach() {
    resetStatusState();
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClubSetsLongWaitKorean: Story = {
  parameters: { locale: 'ko' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '프론티어 지금 상태' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '대기 김 (10~30분)' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('대기 김 (10~30분)(으)로 바꿨어요'), SAVED);
    await expect(c.getByRole('button', { name: '대기 김 (10~30분)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText('지금: 대기 김 (10~30분) (0분 전)')).toBeVisible();
  },
};
export const ClubMarksSoldOutEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const fries = await c.findByRole('button', { name: '모둠 감자튀김 sold out' });
    await expect(fries).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(fries);
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('모둠 감자튀김 marked sold out'), SAVED);
    await expect(fries).toHaveAttribute('aria-pressed', 'true');
    await expect(fries).toHaveTextContent('Sold out');
  },
};
export const StaffWithoutBoothJapanese: Story = {
  parameters: { locale: 'ja', store: asAdmin(STAFF) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('このアカウントに紐づくブースがありません')).toBeVisible();
  },
};
export const StaffChosenBoothChinese: Story = {
  parameters: { locale: 'zh-CN', store: asAdmin(STAFF) },
  args: { boothId: 1 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '프론티어 当前状态' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '暂停营业' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('状态已设为：暂停营业'), SAVED);
  },
};
export const StucoHasNoPermission: Story = {
  parameters: { locale: 'ko', store: asAdmin(STUCO) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('부스 상태를 불러오지 못했어요')).toBeVisible();
  },
};
export const Loading: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...statusSlow);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};
export const LoadFailedKorean: Story = {
  parameters: { locale: 'ko' },
  beforeEach({ msw }) {
    msw.use(...statusError);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('부스 상태를 불러오지 못했어요')).toBeVisible();
  },
};
export const ExpiredGoesToLogin: Story = {
  parameters: { locale: 'ko', store: withExpiredUid(FRONTIER) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByLabelText('current path')).toHaveTextContent('/admin/login'));
    // An expired session is not a failed load: no error is said on the way to the login.
    expect(within(canvasElement).queryByText('부스 상태를 불러오지 못했어요')).toBeNull();
  },
};
