import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QUEUE_PATHS, type Ticket } from '@contract/queue';
import { BoothQueueSection } from '@/screens/booth-detail/booth-queue';
import { queueLines } from '@/stores/queue-lines';
import { queueTickets } from '@/stores/queue-tickets';
import { LINE, TICKET } from './fixtures';

const NOW = '2025-09-25T19:00:00+09:00';
const api = (path: string) => `*/api${path}`;
const lines = () => http.get(api(QUEUE_PATHS.lines), () => HttpResponse.json({ now: NOW, lines: [LINE] }));
const tickets = (list: Ticket[]) => http.get(api(QUEUE_PATHS.tickets), () => HttpResponse.json({ now: NOW, user_id: 'v1', tickets: list }));
const JOINED: Ticket = { ...TICKET, number: 4, ahead: 3, est_wait_minutes: 18 };

/** Booth 1's line section as its detail page mounts it, the device's kept tickets and lines reset first. */
const meta = {
  title: 'Queue/BoothQueueSection',
  component: BoothQueueSection,
  args: { boothId: 1 },
  parameters: { layout: 'padded', now: NOW },
  beforeEach() {
    queueTickets.reset();
    queueLines.reset();
  },
} satisfies Meta<typeof BoothQueueSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const JoinKorean: Story = {
  parameters: { locale: 'ko' },
  beforeEach({ msw }) {
    msw.use(
      lines(),
      tickets([]),
      http.post(api(QUEUE_PATHS.join(':id')), async ({ request }) => {
        const body = (await request.json()) as { party_size: number };
        return HttpResponse.json({ user_id: 'v1', ticket: { ...JOINED, party_size: body.party_size } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const line = await c.findByRole('region', { name: '원격 줄 서기' });
    await expect(line).toHaveTextContent('3팀 대기 · 약 18분');
    await userEvent.selectOptions(within(line).getByRole('combobox', { name: '인원' }), '3');
    await userEvent.click(within(line).getByRole('button', { name: '줄 서기' }));
    const ticket = await c.findByTestId('queue-ticket');
    await expect(ticket).toHaveTextContent('4번');
    await expect(ticket).toHaveTextContent('앞에 3팀');
    await expect(ticket).toHaveTextContent('3명');
    await expect(queueTickets.at(1)?.number).toBe(4);
    // No Web Push here (the mocks are a server without keys): the ticket says the call shows while the app is open.
    await expect(c.getByTestId('queue-alerts')).toHaveTextContent('앱이 열려 있는 동안 차례가 되면 알려 드려요.');
  },
};

/** A stand-in for the browser's push: notifications allowed, a service worker whose push manager subscribes. */
function allowPush(): () => void {
  const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/story', keys: { p256dh: 'P256', auth: 'AUTH' } };
  const permission = Object.getOwnPropertyDescriptor(Notification, 'permission');
  const worker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe: async () => ({ toJSON: () => subscription }) } }) },
  });
  return () => {
    if (permission) Object.defineProperty(Notification, 'permission', permission);
    else delete (Notification as { permission?: unknown }).permission;
    if (worker) Object.defineProperty(navigator, 'serviceWorker', worker);
    else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  };
}

const PUSHED: Ticket = { ...TICKET, id: 901 };
let sentPush: unknown = null;

/** Where the server sends Web Push: the waiting ticket's subscription goes with the call's text in Japanese. */
export const WaitingWithPushJapanese: Story = {
  parameters: { locale: 'ja' },
  beforeEach({ msw }) {
    sentPush = null;
    queueTickets.reset({ tickets: [PUSHED], fetchedAt: Date.parse(NOW) });
    msw.use(
      lines(),
      tickets([PUSHED]),
      http.get(api(QUEUE_PATHS.pushKey), () =>
        HttpResponse.json({ public_key: 'BAz-d-CYWkfYPHwMFJEA1W58hOegZLJheQ9zwqEjHrA2bobj3fyt1NNqN3mWMF2i6JwG6kTrzWEW68Wt0JaSi4s' }),
      ),
      http.post(api(QUEUE_PATHS.push(':id')), async ({ request, params }) => {
        sentPush = { ticket: Number(params.id), ...((await request.json()) as object) };
        return HttpResponse.json({ ok: true });
      }),
    );
    return allowPush();
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('queue-ticket')).toHaveTextContent('3番');
    await waitFor(() => expect(c.getByTestId('queue-alerts')).toHaveTextContent('アプリを閉じていても、順番が来たら通知でお知らせします。'));
    await expect(sentPush).toEqual({
      ticket: 901,
      user_id: expect.any(String),
      endpoint: 'https://fcm.googleapis.com/fcm/send/story',
      keys: { p256dh: 'P256', auth: 'AUTH' },
      title: '順番が来ました！入口へお越しください。',
      body: expect.stringContaining('3番'),
    });
  },
};

export const WaitingEnglish: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    queueTickets.reset({ tickets: [TICKET], fetchedAt: Date.parse(NOW) });
    msw.use(lines(), tickets([{ ...TICKET, ahead: 1, est_wait_minutes: 6 }]));
  },
  play: async ({ canvasElement }) => {
    const ticket = await within(canvasElement).findByTestId('queue-ticket');
    await expect(ticket).toHaveTextContent('No. 3');
    // Read again when the page opens: one party ahead now.
    await waitFor(() => expect(ticket).toHaveTextContent('1 party ahead'));
    await expect(within(ticket).getByRole('button', { name: 'Leave the line' })).toBeVisible();
  },
};

export const CalledJapanese: Story = {
  parameters: { locale: 'ja' },
  beforeEach({ msw }) {
    queueTickets.reset({ tickets: [TICKET], fetchedAt: Date.parse(NOW) });
    msw.use(lines(), tickets([{ ...TICKET, state: 'called', ahead: 0, est_wait_minutes: 0, called_at: NOW }]));
  },
  play: async ({ canvasElement }) => {
    const ticket = await within(canvasElement).findByTestId('queue-ticket');
    await waitFor(() => expect(within(ticket).getByRole('alert')).toHaveTextContent('順番が来ました！入口へお越しください。'));
  },
};

export const TooManyLinesChinese: Story = {
  parameters: { locale: 'zh-CN' },
  beforeEach({ msw }) {
    msw.use(
      lines(),
      tickets([]),
      http.post(api(QUEUE_PATHS.join(':id')), () =>
        HttpResponse.json({ message: 'you are already in 2 lines; leave one before joining another', error: 'too_many_lines' }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const line = await within(canvasElement).findByRole('region', { name: '线上排队' });
    await userEvent.click(within(line).getByRole('button', { name: '排队' }));
    await waitFor(() => expect(within(line).getByRole('alert')).toHaveTextContent('您已在两个队伍中排队，请先退出一个。'));
    await expect(within(canvasElement).queryByTestId('queue-ticket')).toBeNull();
    await expect(queueTickets.at(1)).toBeNull();
  },
};

export const PartySizeRefusedKorean: Story = {
  parameters: { locale: 'ko' },
  beforeEach({ msw }) {
    msw.use(
      lines(),
      tickets([]),
      http.post(api(QUEUE_PATHS.join(':id')), () =>
        HttpResponse.json({ message: 'party_size must be between 1 and 2 for this line', error: 'bad_request' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const line = await within(canvasElement).findByRole('region', { name: '원격 줄 서기' });
    await userEvent.click(within(line).getByRole('button', { name: '줄 서기' }));
    await waitFor(() => expect(within(line).getByRole('alert')).toHaveTextContent('이 줄에서 받지 않는 인원이에요. 인원을 다시 골라 주세요.'));
  },
};

/** The network is gone: the ticket kept on the device, with the time it was last read. */
export const OfflineKorean: Story = {
  parameters: { locale: 'ko' },
  beforeEach({ msw }) {
    queueTickets.reset({ tickets: [TICKET], fetchedAt: Date.parse('2025-09-25T18:42:00+09:00') });
    msw.use(
      http.get(api(QUEUE_PATHS.lines), () => HttpResponse.error()),
      http.get(api(QUEUE_PATHS.tickets), () => HttpResponse.error()),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const ticket = await c.findByTestId('queue-ticket');
    await expect(ticket).toHaveTextContent('3번');
    await expect(c.getByTestId('queue-as-of')).toHaveTextContent('18:42 기준');
  },
};
