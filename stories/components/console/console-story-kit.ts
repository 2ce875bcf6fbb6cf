// What the console's component stories share: the failed first read with its retry, and the taps and calls the
// tap-to-place image's stories read.
import { expect, fireEvent, userEvent, within, type fn } from 'storybook/test';

/** A console panel whose first read failed: the message, and a retry button. */
export const LOAD_FAILED_ARGS = { failed: true, message: { id: 'console.error.loadFailed', tone: 'error' as const } };

/** Korean: the failure is said, and 'retry' asks for the read again. */
export async function expectRetryOffered({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry: unknown } }) {
  const c = within(canvasElement);
  await expect(c.getByRole('alert')).toHaveTextContent('불러오지 못했어요');
  await userEvent.click(c.getByRole('button', { name: '다시 시도' }));
  await expect(args.onRetry).toHaveBeenCalled();
}

/** A click where a finger taps, at fractions of the element's width and height. */
export async function tapAt(el: HTMLElement, fx: number, fy: number) {
  const box = el.getBoundingClientRect();
  await fireEvent.click(el, { clientX: box.left + box.width * fx, clientY: box.top + box.height * fy, detail: 1 });
}

/** The arguments of a spy's last call. */
export const lastCall = (f: unknown) => (f as ReturnType<typeof fn>).mock.calls.at(-1) as number[];
