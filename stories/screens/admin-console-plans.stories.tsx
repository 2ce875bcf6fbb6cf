import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { buildingPlanError, buildingPlanSlow, campusMapError, seedMockPlan } from '@mocks/handlers';
import ConsolePlansScreen from '@/screens/console/console-plans-screen';
import { adminScreen, asAdmin, CLUB, expectSessionExpiredRedirect, loginRequiredPlay, routes, signedOut, STAFF, withExpiredUid } from '../components/admin/admin-story-kit';

const Screen = routes({ '/admin/console/plans': ConsolePlansScreen });

const meta = {
  title: 'Screens/Admin/ConsolePlans',
  component: Screen,
  ...adminScreen('/admin/console/plans', asAdmin(STAFF)),
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A real PNG drawn in the browser, as a phone would hand it over. */
async function planPng(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 200;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#efe6d8';
  g.fillRect(0, 0, 400, 200);
  g.fillStyle = '#c9b8a3';
  g.fillRect(40, 30, 140, 60);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'plan.png', { type: 'image/png' });
}

const tapAt = async (el: HTMLElement, fx: number, fy: number) => {
  const box = el.getBoundingClientRect();
  await fireEvent.click(el, { clientX: box.left + box.width * fx, clientY: box.top + box.height * fy, detail: 1 });
};
const spotOf = (c: ReturnType<typeof within>, boothId: number) => c.getByTestId('plan-placer').parentElement!.querySelector(`[data-spot="${boothId}"]`) as HTMLElement | null;
const choose = async (c: ReturnType<typeof within>, label: string) => userEvent.selectOptions(await c.findByLabelText(label, undefined, { timeout: 4000 }), await c.findByRole('option', { name: /만해광장|Manhae Square|万海広場|万海广场/ }));

/** Korean: Manhae Square's sample plan with its labels of the first day; choose a booth, tap: its label is there. */
export const StaffPlacesALabel: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await choose(c, '장소');
    await waitFor(() => expect(spotOf(c, 12)).toHaveTextContent('멋사 미니게임존'));
    await expect(parseFloat(spotOf(c, 12)!.style.left)).toBe(28);
    await expect(spotOf(c, 25)).toHaveTextContent('세계 음식 부스');
    await tapAt(c.getByTestId('plan-placer'), 0.5, 0.5);
    await expect(c.getByRole('alert')).toHaveTextContent('먼저 목록에서 부스를 고른 뒤 지도를 누르세요.');
    await userEvent.click(c.getByRole('button', { name: '이름표 놓기: 불꽃 닭꼬치' }));
    await expect(c.getByTestId('plan-placer')).toHaveAccessibleName('불꽃 닭꼬치의 이름표를 놓을 곳을 지도에서 누르세요');
    await tapAt(c.getByTestId('plan-placer'), 0.25, 0.8);
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('불꽃 닭꼬치의 이름표를 놓았어요.'));
    await expect(parseFloat(spotOf(c, 28)!.style.left)).toBeCloseTo(25, 0);
    await expect(parseFloat(spotOf(c, 28)!.style.top)).toBeCloseTo(80, 0);
    const row = within(c.getByRole('list', { name: '부스 이름표' })).getByText('불꽃 닭꼬치').closest('li')!;
    await expect(row).toHaveTextContent('놓임');
    // Night shows the night's labels.
    await userEvent.click(c.getByRole('button', { name: '밤' }));
    await waitFor(() => expect(spotOf(c, 1)).toHaveTextContent('프론티어'));
    await expect(spotOf(c, 28)).toBeNull();
  },
};

/** English: a location without a plan opens empty; uploading an image shows it, and it can be removed after a confirmation. */
export const UploadAndRemoveImageEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(await c.findByLabelText('Location', undefined, { timeout: 4000 }), await c.findByRole('option', { name: 'Manhae Square · has a plan' }));
    await expect(await c.findByText('No plan image: visitors see the drawn plan.')).toBeVisible();
    await userEvent.upload(c.getByLabelText('Upload the plan image (PNG, JPEG, WebP)'), await planPng());
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('The plan image is uploaded.'));
    await expect(c.getByTestId('plan-placer').querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/));
    await expect(c.getByTestId('plan-placer').parentElement!.style.aspectRatio).toBe('400 / 200');
    await userEvent.click(c.getByRole('button', { name: 'Remove the image' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('Remove the plan image of Manhae Square? Its booth labels stay.')).toBeVisible();
    await userEvent.click(body.getAllByRole('button', { name: 'Remove the image' }).at(-1)!);
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('The plan image is removed.'));
    await expect(c.getByTestId('plan-placer').querySelector('img')).toBeNull();
    await expect(spotOf(c, 12)).not.toBeNull();
  },
};

/** Japanese: a label dragged across the plan moves there. */
export const DragLabelJapanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await choose(c, '場所');
    await waitFor(() => expect(spotOf(c, 25)).not.toBeNull());
    const label = spotOf(c, 25)!;
    const box = c.getByTestId('plan-placer').getBoundingClientRect();
    const at = (fx: number, fy: number) => ({ clientX: box.left + box.width * fx, clientY: box.top + box.height * fy, pointerId: 7, bubbles: true });
    await fireEvent.pointerDown(label, at(0.7, 0.41));
    await fireEvent.pointerMove(label, at(0.6, 0.6));
    await fireEvent.pointerMove(label, at(0.5, 0.9));
    await fireEvent.pointerUp(label, at(0.5, 0.9));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('세계 음식 부스のラベルを置きました。'));
    await expect(parseFloat(spotOf(c, 25)!.style.left)).toBeCloseTo(50, 0);
    await expect(parseFloat(spotOf(c, 25)!.style.top)).toBeCloseTo(90, 0);
  },
};

/** Chinese: a label is removed from the list; a file that is not PNG, JPEG or WebP is refused before it is sent. */
export const RemoveLabelChinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await choose(c, '地点');
    await userEvent.click(await c.findByRole('button', { name: '移除标签：멋사 미니게임존' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('已移除멋사 미니게임존的标签。'));
    await expect(spotOf(c, 12)).toBeNull();
    await userEvent.upload(c.getByLabelText('上传平面图图片（PNG、JPEG、WebP）'), new File(['<svg/>'], 'p.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    await expect(c.getByRole('alert')).toHaveTextContent('只能上传PNG、JPEG或WebP图片。');
  },
};

/** Opened from the map console's link: ?location=11 opens Manhae Square's plan. */
export const OpenedForALocation: Story = {
  parameters: { route: { path: '/admin/console/plans', search: 'location=11' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '만해광장' }, { timeout: 4000 })).toBeVisible();
    await expect(c.getByLabelText('장소')).toHaveValue('11');
  },
};

/** A plan from data: an uploaded image with labels at their spots. */
export const UploadedPlan: Story = {
  parameters: {
    store: () => {
      asAdmin(STAFF)();
      seedMockPlan(11, {
        image: { url: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22600%22 height=%22300%22%3E%3Crect width=%22600%22 height=%22300%22 fill=%22%23e8e0d2%22/%3E%3C/svg%3E', width: 600, height: 300 },
        spots: [{ booth_id: 29, date: '2025-09-24', night: false, x: 10, y: 90 }],
      });
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await choose(c, '장소');
    await waitFor(() => expect(spotOf(c, 29)).toHaveTextContent('스테이크 트럭'));
    await expect(c.getByTestId('plan-placer').parentElement!.style.aspectRatio).toBe('600 / 300');
    await expect(c.getByRole('button', { name: '이미지 삭제' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...buildingPlanSlow);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await choose(c, '장소');
    await waitFor(() => expect(c.getByRole('status')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The plan cannot be read: said, and the location can be chosen again. */
export const PlanFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...buildingPlanError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await choose(c, '장소');
    await waitFor(() => expect(c.getByRole('alert')).toBeVisible());
    await expect(c.getByLabelText('장소')).toHaveValue('');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...campusMapError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('alert')).toBeVisible());
    await expect(c.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

export const SessionExpired: Story = {
  parameters: { store: withExpiredUid(STAFF) },
  play: async ({ canvasElement }) => {
    await expectSessionExpiredRedirect(within(canvasElement));
  },
};

/** A Club account is not Staff: sent to login. */
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
