// What the admin machine steppers share: buttons that settle a pending server call, a failed call as
// the API client throws it, and the checks every admin form ends with.
import { Fragment } from 'react';
import { expect, userEvent, waitFor, type within } from 'storybook/test';

export type Canvas = ReturnType<typeof within>;

/** Clicks the button named exactly `name`. */
export const press = (c: Canvas, name: string) => userEvent.click(c.getByRole('button', { name, exact: true }));

/** A failed call as src/api/client.ts throws it: an Error with the HTTP status and body. */
export const httpError = (status: number, body?: unknown) => Object.assign(new Error(String(status)), { status, body });

/** One button per way to settle the pending call (label: what the server does), usable only while it is pending. */
export function SettleButtons({ pending, outcomes }: { pending: boolean; outcomes: Record<string, () => void> }) {
  return Object.entries(outcomes).map(([label, settle], i) => (
    <Fragment key={label}>
      {i > 0 && ' '}
      <button type="button" disabled={!pending} onClick={settle}>
        {label}
      </button>
    </Fragment>
  ));
}

const effects = (c: Canvas) => c.getByLabelText('effects');

/** 'Login required' on screen, then the login page after 2 s. */
export async function expectLoginRequired(c: Canvas) {
  await expect(c.getByRole('alert')).toHaveTextContent('로그인이 필요해요');
  await waitFor(() => expect(effects(c)).toHaveTextContent('redirect /admin/login'), { timeout: 2600 });
}

/** 'Saved' on screen, then `to` after 1 s. */
export async function expectSavedThen(c: Canvas, to: string) {
  await waitFor(() => expect(c.getByText('저장했어요')).toBeVisible());
  await waitFor(() => expect(effects(c)).toHaveTextContent(`redirect ${to}`), { timeout: 1800 });
}

/** 'Session expired' on screen, the session ended, then the login page after 1.8 s. */
export async function expectSessionExpired(c: Canvas) {
  await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('세션이 만료되었어요. 다시 로그인해 주세요'));
  await waitFor(() => expect(effects(c)).toHaveTextContent('endSession | redirect /admin/login'), { timeout: 2500 });
}
