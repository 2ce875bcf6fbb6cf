import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { editMockSource, seedMockOverride, translationReviewError } from '@mocks/handlers';
import ConsoleTranslationsScreen from '@/screens/console/console-translations-screen';
import { adminScreen, asAdmin, CLUB, expectSessionExpiredRedirect, loginRequiredPlay, signedOut, STAFF, STUCO, withExpiredUid } from '../components/admin/admin-story-kit';

const meta = {
  title: 'Screens/Admin/ConsoleTranslations',
  component: ConsoleTranslationsScreen,
  ...adminScreen('/admin/console/translations', asAdmin(STAFF)),
} satisfies Meta<typeof ConsoleTranslationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff add an official name, then write their own English for booth 1's name. */
export const AddTermAndOverride: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('아직 등록된 용어가 없습니다')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '용어 추가' }));
    const form = within(c.getByRole('form', { name: '새 용어' }));
    // Pasted rather than typed key by key: the list below re-renders on every change (the machine is slow).
    await userEvent.click(form.getByLabelText('한국어 용어'));
    await userEvent.paste('만해광장');
    await userEvent.click(form.getByLabelText('공식 명칭 (영어)'));
    await userEvent.paste('Manhae Plaza');
    await userEvent.click(form.getByRole('button', { name: '용어 저장' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('용어를 저장했습니다'));
    const terms = await c.findByRole('list', { name: '공식 명칭 용어집' });
    await expect(within(terms).getAllByRole('listitem')[0]).toHaveTextContent('영어Manhae Plaza');

    await userEvent.selectOptions(c.getByLabelText('언어'), 'en');
    await userEvent.click(c.getByRole('searchbox', { name: '검색' }));
    await userEvent.paste('프론티어');
    const name = await c.findByRole('listitem', { name: 'booth 1 · BoothName · 영어' });
    await userEvent.click(within(name).getByRole('button', { name: '직접 번역하기: booth 1 · BoothName · 영어' }));
    const text = within(name).getByLabelText('번역 (영어)');
    await userEvent.clear(text);
    await userEvent.paste('Frontier Night Pub');
    await userEvent.click(within(name).getByRole('button', { name: '번역 저장' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('번역을 저장했습니다'));
    await waitFor(() => expect(c.getByRole('listitem', { name: 'booth 1 · BoothName · 영어' })).toHaveTextContent('수정한 번역Frontier Night Pub'));
  },
};

/** An override whose Korean source changed comes first, with the old and the new source, to confirm. */
export const StaleOverrideFirst: Story = {
  beforeEach() {
    seedMockOverride('booth', 1, 'BoothDescription', 'en', 'Frontier’s night pub on Manhae Plaza.');
    editMockSource('booth', 1, 'BoothDescription', '중앙동아리 프론티어의 야간 주점입니다. 마지막 날은 자정까지 열어요.');
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const list = await c.findByRole('list', { name: '번역 목록' });
    const first = await waitFor(() => within(list).getAllByRole('listitem')[0]);
    await expect(first).toHaveAccessibleName('booth 1 · BoothDescription · 영어');
    await expect(first).toHaveTextContent('원문 변경됨: 확인 필요');
    await expect(first).toHaveTextContent('이전 원문중앙동아리 프론티어가 3일 내내 만해광장에서');
    await userEvent.click(within(first).getByRole('button', { name: '번역 수정: booth 1 · BoothDescription · 영어' }));
    await userEvent.click(within(first).getByRole('button', { name: '새 원문으로 확인' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('번역을 저장했습니다'));
    await waitFor(() => expect(c.getByRole('listitem', { name: 'booth 1 · BoothDescription · 영어' })).not.toHaveTextContent('원문 변경됨'));
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Translation review', level: 1 })).toBeVisible();
    await expect(await c.findByText('No terms yet')).toBeVisible();
    await waitFor(() => expect(c.getByText(/^50 of \d+$/)).toBeVisible());
  },
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '翻訳の確認', level: 1 })).toBeVisible();
    await waitFor(() => expect(c.getByRole('button', { name: '用語を追加' })).toBeEnabled());
  },
};
export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '译文审核', level: 1 })).toBeVisible();
    await expect(await c.findByRole('list', { name: '译文列表' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...translationReviewError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getAllByRole('alert')).toHaveLength(2));
    await expect(c.getAllByRole('button', { name: '다시 시도' })).toHaveLength(2);
  },
};

/** Stuco may review translations too. */
export const Stuco: Story = {
  parameters: { store: asAdmin(STUCO) },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByText('아직 등록된 용어가 없습니다')).toBeVisible(),
};

/** A Club account is sent to login with 'No permission'. */
export const ClubRefused: Story = {
  parameters: { store: asAdmin(CLUB) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
  },
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};

export const SessionExpired: Story = {
  parameters: { store: withExpiredUid(STAFF) },
  play: async ({ canvasElement }) => expectSessionExpiredRedirect(within(canvasElement)),
};
