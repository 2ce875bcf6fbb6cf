import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  resultModalMachine,
  selectBusy,
  selectStep,
  selectVideoPlaying,
  type ResultModalEvent,
} from '@machines/result-modal.machine';
import { ResultModal } from '@/components/game/result-modal';
import { MachineStepper, resettable, type ResetProps, type StepperEvent } from './machine-stepper';

const modal = (e: ResultModalEvent) => e;

interface StepperArgs {
  isCoupon: boolean;
  couponBooths: string[];
  /** Pubs whose coupons are gone (the fake issue call fails for them). */
  soldOut: string[];
  clipboardWorks: boolean;
}

function ResultModalStepper({ isCoupon, couponBooths, soldOut, clipboardWorks, onReset }: StepperArgs & ResetProps) {
  const actor = useActorRef(
    resultModalMachine.provide({
      actors: {
        issueCoupon: fromPromise(async ({ input }) => {
          if (soldOut.includes(input.boothName)) throw Object.assign(new Error('sold out'), { status: 409 });
          return { couponCode: 'DGU-STEP-0001' };
        }),
        copyCode: fromPromise(async () => {
          if (!clipboardWorks) throw new Error('denied');
        }),
      },
    }),
    { input: { userId: 'stepper-visitor', isCoupon, couponBooths } },
  );
  const snap = useSelector(actor, (s) => s);
  const { context } = snap;
  const step = selectStep(snap);
  // one button per pub the modal offers, so the list follows the context
  const events: StepperEvent[] = [
    { label: 'modal.open', event: modal({ type: 'modal.open' }) },
    { label: 'video.ended', event: modal({ type: 'video.ended' }) },
    ...context.booths.map((b) => ({ label: `booth.select ${b}`, event: modal({ type: 'booth.select', boothName: b }) })),
    { label: 'coupon.issue', event: modal({ type: 'coupon.issue' }) },
    { label: 'code.copy', event: modal({ type: 'code.copy' }) },
    { label: 'modal.close', event: modal({ type: 'modal.close' }) },
  ];
  const send = (e: ResultModalEvent) => actor.send(e);
  const view =
    step === null ? (
      <p role="status">closed</p>
    ) : (
      // the modal's overlay is fixed; inside the frame it sits in place
      <div style={{ transform: 'translateZ(0)', minHeight: 520 }}>
        <ResultModal
          step={step}
          videoPlaying={selectVideoPlaying(snap)}
          booths={context.booths}
          selectedBooth={context.selectedBooth}
          couponCode={context.couponCode}
          copied={context.copied}
          busy={selectBusy(snap)}
          error={context.error}
          percentile={18}
          successCount={901}
          onOpen={() => send({ type: 'modal.open' })}
          onVideoEnded={() => send({ type: 'video.ended' })}
          onSelect={(boothName) => send({ type: 'booth.select', boothName })}
          onIssue={() => send({ type: 'coupon.issue' })}
          onCopy={() => send({ type: 'code.copy' })}
          onClose={() => send({ type: 'modal.close' })}
        />
      </div>
    );
  return (
    <MachineStepper actor={actor} events={events} onReset={onReset}>
      <div style={{ maxWidth: 430 }}>{view}</div>
    </MachineStepper>
  );
}

const Stepper = resettable(ResultModalStepper);

const meta = {
  title: 'Machines/ResultModal',
  component: Stepper,
  args: { isCoupon: true, couponBooths: ['프론티어', '사범대학'], soldOut: [], clipboardWorks: true },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (el: HTMLElement) => within(el).getByLabelText('state value').textContent ?? '';
const ev = (el: HTMLElement, name: string) => within(within(el).getByRole('region', { name: 'events' })).getByRole('button', { name });
/** An event the machine does not accept now is not offered. */
const notOffered = (el: HTMLElement, name: string) =>
  expect(within(within(el).getByRole('region', { name: 'events' })).queryByRole('button', { name })).toBeNull();

/** Issue 16, item 16: opens at the machine's initial state (the closed gift box), with its events to step through. */
export const StepByHand: Story = {
  name: '16.16 opens at the initial state',
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement)).toBe('{"giftBox":"closed"}');
    await expect(ev(canvasElement, 'modal.open')).toBeVisible();
    await notOffered(canvasElement, 'code.copy');
  },
};

/** Issue 16, item 16: after the coupon path, reset brings the machine back to its initial state. */
export const ResetAfterThePath: Story = {
  name: '16.16 reset after the coupon path',
  play: async (ctx) => {
    await CouponPath.play!(ctx);
    await userEvent.click(within(ctx.canvasElement).getByRole('button', { name: 'reset' }));
    await expect(value(ctx.canvasElement)).toBe('{"giftBox":"closed"}');
  },
};

/** 1 gift box → 3 coupon won (the default pubs first) → 4 code → copied → closed. */
export const CouponPath: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(value(canvasElement)).toBe('{"giftBox":"closed"}');
    await notOffered(canvasElement, 'video.ended');
    await userEvent.click(ev(canvasElement, 'modal.open'));
    await expect(value(canvasElement)).toBe('{"giftBox":"video"}');
    await userEvent.click(ev(canvasElement, 'video.ended'));
    await expect(value(canvasElement)).toBe('{"couponWon":"choosing"}');
    await expect(c.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['프론티어', '공과대학', '푸름누리', '사범대학']);
    await userEvent.click(ev(canvasElement, 'booth.select 푸름누리'));
    await expect(c.getByRole('radio', { name: '푸름누리' })).toBeChecked();
    await userEvent.click(ev(canvasElement, 'coupon.issue'));
    await waitFor(() => expect(value(canvasElement)).toBe('{"codeShown":"idle"}'));
    await expect(c.getByLabelText('쿠폰 코드')).toHaveTextContent('DGU-STEP-0001');
    await userEvent.click(ev(canvasElement, 'code.copy'));
    // the frame's state outputs are statuses too; the copy notice is the component's
    await waitFor(() => expect(within(c.getByRole('region', { name: 'component' })).getByRole('status')).toHaveTextContent('복사했어요'));
    await userEvent.click(ev(canvasElement, 'modal.close'));
    await expect(value(canvasElement)).toBe('"closed"');
  },
};

/** 1 → 5 no prize → closed; the box's own animation ends the 'video'. */
export const NoPrizePath: Story = {
  args: { isCoupon: false, couponBooths: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '선물 상자 열기' }));
    await waitFor(() => expect(value(canvasElement)).toBe('"noPrize"'), { timeout: 3000 });
    await expect(c.getByRole('dialog', { name: '아쉽지만 이번엔 꽝이에요' })).toBeVisible();
    await notOffered(canvasElement, 'coupon.issue');
    await userEvent.click(c.getByRole('button', { name: '닫기' }));
    await expect(value(canvasElement)).toBe('"closed"');
  },
};

/** A sold-out pub: back to choosing with the message; another pub works. */
export const SoldOutPath: Story = {
  args: { soldOut: ['프론티어'] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(ev(canvasElement, 'modal.open'));
    await userEvent.click(ev(canvasElement, 'video.ended'));
    await userEvent.click(ev(canvasElement, 'coupon.issue'));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('해당 주점의 쿠폰이 모두 소진되었을 수 있어요'));
    await expect(value(canvasElement)).toBe('{"couponWon":"choosing"}');
    await userEvent.click(c.getByRole('radio', { name: '공과대학' }));
    await expect(c.queryByRole('alert')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '쿠폰 발급' }));
    await waitFor(() => expect(value(canvasElement)).toBe('{"codeShown":"idle"}'));
  },
};

export const ClipboardFailsEnglish: Story = {
  args: { clipboardWorks: false },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(ev(canvasElement, 'modal.open'));
    await userEvent.click(ev(canvasElement, 'video.ended'));
    await userEvent.click(ev(canvasElement, 'coupon.issue'));
    await waitFor(() => expect(value(canvasElement)).toBe('{"codeShown":"idle"}'));
    await userEvent.click(ev(canvasElement, 'code.copy'));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('Copy failed. Please copy the code manually'));
    await expect(c.getByLabelText('Coupon code')).toHaveTextContent('DGU-STEP-0001');
  },
};
