import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { WriteResponse } from '@contract/types';
import { adminLostMachine, canSubmitLost, selectLostErrors, type AdminLostInput, type ImageFile } from '@machines/admin-lost.machine';
import { LostForm } from '@/components/admin/lost-form';
import { AdminStepper, expectLoginRequired, expectSavedThen, expectSessionExpired, httpError, press, SettleButtons, useCall, useStepperActor, type Canvas } from './admin-stepper-kit';
import { resettable, type ResetProps } from './machine-stepper';

const MB = 1024 * 1024;
const photo = (size: number): ImageFile => ({ size, name: 'photo.jpg', type: 'image/jpeg' });

function LostStepper({ onReset, ...input }: AdminLostInput & ResetProps) {
  const compress = useCall<ImageFile>();
  const save = useCall<WriteResponse>();
  const { actor, snapshot: s, log } = useStepperActor(
    (log) =>
      adminLostMachine.provide({
        actors: { compressImage: fromPromise(() => compress.run()), saveLost: fromPromise(() => save.run()) },
        actions: log.actions,
      }),
    { input },
  );
  return (
    <AdminStepper
      onReset={onReset}
      actor={actor}
      log={log}
      events={[
        { label: 'title', event: { type: 'form.change', field: 'title', value: '검은색 카드지갑' } },
        { label: 'long title', event: { type: 'form.change', field: 'title', value: '가'.repeat(201) } },
        { label: 'content', event: { type: 'form.change', field: 'content', value: '벤치 아래에서 찾았어요' } },
        { label: 'clear content', event: { type: 'form.change', field: 'content', value: '' } },
        { label: 'location', event: { type: 'form.change', field: 'location', value: '팔정도' } },
        { label: 'long location', event: { type: 'form.change', field: 'location', value: '나'.repeat(201) } },
        { label: 'pick 3 MB photo', event: { type: 'image.pick', file: photo(3 * MB) } },
        { label: 'remove photo', event: { type: 'image.remove' } },
        { label: 'submit', event: { type: 'form.submit' } },
      ]}
    >
      <LostForm
        mode={input.mode}
        values={{ title: s.context.title, content: s.context.content, location: s.context.location }}
        onChange={(field, value) => actor.send({ type: 'form.change', field, value })}
        errors={selectLostErrors(s)}
        previewUrl={s.context.image ? '/images/lost/card.svg' : s.context.imageUrl}
        compressing={s.hasTag('compressing')}
        onPick={(file) => actor.send({ type: 'image.pick', file })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        canSubmit={canSubmitLost(s)}
        busy={s.hasTag('busy')}
        message={s.context.message}
      />
      <SettleButtons
        call={compress}
        outcomes={{
          'compressed to 300 kB': () => compress.answer(photo(300_000)),
          'compressed to 1 MB + 1': () => compress.answer(photo(MB + 1)),
          'compression fails': () => compress.fail(),
        }}
      />{' '}
      <SettleButtons
        call={save}
        outcomes={{
          'server answers': () => save.answer({ message: 'lost item registration complete' }),
          'session expired': () => save.fail(httpError(401, {})),
        }}
      />
    </AdminStepper>
  );
}

const Stepper = resettable(LostStepper);

const meta = {
  title: 'Machines/AdminLost',
  component: Stepper,
  args: { uid: 'u-1', role: 'Staff', mode: 'create' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 16, item 16: opens at the machine's initial state, with the events it accepts now; nothing runs until QA steps. */
export const StepByHand: Story = {
  name: '16.16 opens at the initial state',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('state value')).not.toBeEmptyDOMElement();
    await expect(c.getByLabelText('effects')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'reset' })).toBeVisible();
  },
};

const fillAll = async (c: Canvas) => {
  for (const name of ['title', 'content', 'location']) await press(c, name);
};

export const RegisterWithPhoto: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillAll(c);
    await press(c, 'pick 3 MB photo');
    await expect(c.getByText('사진 압축 중…')).toBeVisible();
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
    await press(c, 'compressed to 300 kB');
    await waitFor(() => expect(c.getByRole('img', { name: '사진 미리보기' })).toBeVisible());
    await press(c, 'submit');
    await press(c, 'server answers');
    await expectSavedThen(c, '/admin/festa');
  },
};

export const CompressedTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await press(c, 'pick 3 MB photo');
    await press(c, 'compressed to 1 MB + 1');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('1MB 이하로 압축된 이미지만 업로드할 수 있어요'));
  },
};

/** Compression failed and the 3 MB original cannot go up. */
export const OriginalTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await press(c, 'pick 3 MB photo');
    await press(c, 'compression fails');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('1MB 이하의 이미지만 첨부할 수 있어요'));
  },
};

export const FieldLimits: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillAll(c);
    await press(c, 'long title');
    await expect(c.getByText('제목은 200자 이내로 입력해 주세요')).toBeVisible();
    await press(c, 'long location');
    await expect(c.getByText('장소는 200자 이내로 입력해 주세요')).toBeVisible();
    await press(c, 'clear content');
    await expect(c.getByText('내용을 입력해 주세요')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'submit' })).toBeNull();
  },
};

export const SessionExpired: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillAll(c);
    await press(c, 'submit');
    await press(c, 'session expired');
    await expectSessionExpired(c);
  },
};

/** An edit needs a change; a new photo alone is a change. */
export const EditNeedsAChange: Story = {
  args: { mode: 'edit', postId: 12, initial: { title: '검은색 카드지갑', content: '벤치 아래에서 찾았어요', location: '팔정도', imageUrl: '/images/lost/card.svg' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '수정' })).toBeDisabled();
    await expect(c.getByRole('img', { name: '사진 미리보기' })).toBeVisible();
    await press(c, 'pick 3 MB photo');
    await press(c, 'compressed to 300 kB');
    await waitFor(() => expect(c.getByRole('button', { name: '수정' })).toBeEnabled());
    await press(c, 'remove photo');
    await expect(c.getByRole('button', { name: '수정' })).toBeDisabled();
  },
};

export const LoginRequired: Story = {
  args: { uid: null },
  play: ({ canvasElement }) => expectLoginRequired(within(canvasElement)),
};
