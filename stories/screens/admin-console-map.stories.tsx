import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { seedMockCampusMap } from '@mocks/handlers';
import ConsoleMapScreen from '@/screens/console/console-locations-screen';
import { adminScreen, asAdmin, CLUB, loginRequiredPlay, routes, signedOut, STAFF } from '../components/admin/admin-story-kit';
import { STORY_LOCATIONS, STORY_MAP } from '../components/console/map-fixtures';

const Screen = routes({ '/admin/console/map': ConsoleMapScreen });

const meta = {
  title: 'Screens/Admin/ConsoleMap',
  component: Screen,
  ...adminScreen('/admin/console/map', asAdmin(STAFF)),
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A real PNG drawn in the browser, as a phone would hand it over. */
async function campusPng(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 300;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#dfe9d3';
  g.fillRect(0, 0, 400, 300);
  g.fillStyle = '#c9b8a3';
  g.fillRect(60, 60, 100, 60);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'campus.png', { type: 'image/png' });
}

const tapAt = async (el: HTMLElement, fx: number, fy: number) => {
  const box = el.getBoundingClientRect();
  await fireEvent.click(el, { clientX: box.left + box.width * fx, clientY: box.top + box.height * fy, detail: 1 });
};

/** Staff upload a map, add a location in four languages and tap the image to place its pin. */
export const StaffUploadsAddsAndPlaces: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('아직 지도 이미지가 없어요. 방문자 지도에는 기본 그림이 보여요.', undefined, { timeout: 4000 })).toBeVisible();
    await userEvent.upload(c.getByLabelText('지도 이미지 올리기 (PNG, JPEG, WebP)'), await campusPng());
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('지도 이미지를 올렸어요.'));
    const map = c.getByTestId('map-placer');
    await expect(map.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/));
    await userEvent.click(c.getByRole('button', { name: '장소 추가' }));
    await userEvent.click(c.getByRole('button', { name: '장소 저장' }));
    await expect(c.getByLabelText('이름 (한국어)')).toHaveAccessibleDescription('이름을 입력해 주세요.');
    await userEvent.type(c.getByLabelText('이름 (한국어)'), '새 광장');
    await userEvent.type(c.getByLabelText('이름 (영어)'), 'New Square');
    await userEvent.type(c.getByLabelText('이름 (일본어)'), '新広場');
    await userEvent.type(c.getByLabelText('이름 (중국어 간체)'), '新广场');
    await userEvent.click(c.getByRole('button', { name: '장소 저장' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('새 광장을(를) 추가했어요. 지도를 눌러 핀을 꽂으세요.'));
    await expect(c.getByRole('button', { name: '핀 꽂기: 새 광장' })).toHaveAttribute('aria-pressed', 'true');
    await tapAt(c.getByTestId('map-placer'), 0.25, 0.75);
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('새 광장의 핀을 꽂았어요.'));
    const pin = c.getByTestId('map-placer').parentElement!.querySelector<HTMLElement>('[data-pin="25"]')!;
    await expect(parseFloat(pin.style.left)).toBeCloseTo(25, 0);
    await expect(parseFloat(pin.style.top)).toBeCloseTo(75, 0);
    const row = within(c.getByRole('list', { name: '장소' })).getByText('새 광장').closest('li')!;
    await expect(row).toHaveTextContent('핀 있음');
  },
};

/** English: a location booths still use is refused with their count, and stays listed. */
export const DeleteRefusedEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Delete: Manhae Square' }, { timeout: 4000 }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent(/^\d+ booths use this location: move them to another location first\.$/));
    await expect(c.getByRole('button', { name: 'Delete: Manhae Square' })).toBeVisible();
  },
};

/** Japanese: an uploaded map with its pins; choosing a placed location and tapping moves its pin. */
export const MovePinJapanese: Story = {
  parameters: {
    locale: 'ja',
    store: () => {
      asAdmin(STAFF)();
      seedMockCampusMap(STORY_MAP, STORY_LOCATIONS);
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'ピンを置く: 茶香館' }, { timeout: 4000 }));
    await tapAt(c.getByTestId('map-placer'), 0.5, 0.5);
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('다향관のピンを置きました。'));
    const pin = c.getByTestId('map-placer').parentElement!.querySelector<HTMLElement>('[data-pin="3"]')!;
    await expect(parseFloat(pin.style.left)).toBeCloseTo(50, 0);
  },
};

/** Chinese: a picture that is not PNG, JPEG or WebP is refused before it is sent. */
export const WrongFileChinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = await c.findByLabelText('上传地图图片（PNG、JPEG、WebP）', undefined, { timeout: 4000 });
    await userEvent.upload(input, new File(['<svg/>'], 'map.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    await expect(c.getByRole('alert')).toHaveTextContent('只能上传 PNG、JPEG 或 WebP 图片。');
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
