import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsoleAct } from '@contract/console-acts';
import { SAMPLE_FESTIVAL } from '@contract/festival-data';
import { draftOf, type ActDraft } from '@machines/console-acts.machine';
import { ActForm } from '@/components/console/acts-form';

const MAIN = '대운동장 특설무대';
const BAND: ConsoleAct = {
  id: 1,
  name: '밴드 아우성',
  location_name: MAIN,
  kind: 'club',
  image_url: '/images/clubs/band.svg',
  start_time: '2025-09-25T15:00:00+09:00',
  end_time: '2025-09-25T15:30:00+09:00',
  overlaps: [],
};
const GUEST: ActDraft = { ...draftOf(null, SAMPLE_FESTIVAL.dates), name: '게스트 밴드', location_name: MAIN, day: '2025-09-25', start: '15:15', end: '15:45' };

const meta = {
  title: 'Console/ActForm',
  component: ActForm,
  args: {
    draft: draftOf(null, SAMPLE_FESTIVAL.dates),
    dates: SAMPLE_FESTIVAL.dates,
    errors: {},
    overlaps: [],
    message: null,
    onField: fn(),
    onImage: fn(),
    onRemoveImage: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onConfirmOverlap: fn(),
    onCancelOverlap: fn(),
  },
} satisfies Meta<typeof ActForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new act: the festival's days to choose from, the kinds the timetable knows. */
export const NewAct: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '새 공연' })).toBeVisible();
    await expect(c.getAllByRole('option').map((o) => o.textContent)).toEqual(['동아리 공연', '연예인 공연', '1일차 · 2025-09-24', '2일차 · 2025-09-25', '3일차 · 2025-09-26']);
    await userEvent.type(c.getByRole('textbox', { name: '공연 이름' }), 'a');
    await expect(args.onField).toHaveBeenCalledWith('name', 'a');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '날짜' }), '2025-09-26');
    await expect(args.onField).toHaveBeenCalledWith('day', '2025-09-26');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '종류' }), 'celebrity');
    await expect(args.onField).toHaveBeenCalledWith('kind', 'celebrity');
    await userEvent.click(c.getByRole('button', { name: '공연 저장' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Every bad field says what is wrong under it, in English. */
export const FieldErrors: Story = {
  parameters: { locale: 'en' },
  args: {
    draft: { ...GUEST, name: '', start: '16:00', end: '15:00' },
    errors: { name: 'console.acts.error.nameRequired', end: 'console.error.act_time_order', image: 'admin.error.imageType' },
    message: { id: 'console.acts.error.fix', tone: 'error' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Act name' })).toHaveAccessibleDescription("Please enter the act's name");
    await expect(c.getByLabelText('Ends')).toHaveAccessibleDescription('The act must end after it starts');
    await expect(c.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByLabelText('Starts')).not.toHaveAttribute('aria-invalid');
    await expect(c.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Check the marked fields',
      "Please enter the act's name",
      'The act must end after it starts',
      'Only JPEG, PNG or WebP images can be attached',
    ]);
  },
};

/** A clash is named before saving. */
export const OverlapWarning: Story = {
  args: { draft: GUEST, overlaps: [BAND] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('시간 겹침 같은 무대의 밴드 아우성 (15:00–15:30) 공연과 시간이 겹칩니다');
    await expect(c.queryByRole('alertdialog')).toBeNull();
  },
};

export const OverlapWarningJapanese: Story = {
  args: { draft: GUEST, overlaps: [BAND] },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('同じステージの밴드 아우성 (15:00–15:30)と時間が重なっています');
    await expect(c.getByRole('button', { name: '公演を保存' })).toBeVisible();
  },
};

/** Saving a clash asks first; the admin may go back and change the time. */
export const ConfirmOverlap: Story = {
  args: { draft: GUEST, overlaps: [BAND], confirming: true },
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const dialog = within(c.getByRole('alertdialog'));
    await expect(dialog.getByText('此演出与同一舞台的밴드 아우성 (15:00–15:30)时间重叠。仍要保存吗?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '修改时间' }));
    await expect(args.onCancelOverlap).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '仍然保存' }));
    await expect(args.onConfirmOverlap).toHaveBeenCalled();
  },
};

/** Editing an act with its image: the image shows and can be removed. */
export const EditWithImage: Story = {
  args: { draft: draftOf(BAND, SAMPLE_FESTIVAL.dates) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '공연 수정' })).toBeVisible();
    await expect(c.getByRole('img', { name: '밴드 아우성' })).toHaveAttribute('src', '/images/clubs/band.svg');
    await expect(c.getByLabelText('시작 시간')).toHaveValue('15:00');
    await userEvent.click(c.getByRole('button', { name: '이미지 삭제' }));
    await expect(args.onRemoveImage).toHaveBeenCalled();
  },
};

/** A new image chosen on this device shows before it is sent. */
export const NewImageChosen: Story = {
  args: { draft: { ...GUEST, image: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) } },
  parameters: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: '게스트 밴드' }).getAttribute('src')).toMatch(/^blob:/);
    await expect(c.getByText('The new image is uploaded when you save')).toBeVisible();
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    await userEvent.upload(canvasElement.querySelector('input[type=file]') as HTMLInputElement, file);
    await expect(args.onImage).toHaveBeenCalledWith(file);
  },
};

/** While saving: the buttons wait. */
export const Saving: Story = {
  args: { draft: GUEST, busy: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '공연 저장' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '취소' })).toBeDisabled();
  },
};

/** The server's refusal, in the admin's language. */
export const Refused: Story = {
  args: { draft: GUEST, message: { id: 'console.error.act_day_outside', tone: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('축제 기간 중 하루를 골라 주세요');
  },
};
