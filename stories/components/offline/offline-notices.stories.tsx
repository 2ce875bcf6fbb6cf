import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { OfflineNotices } from '@/components/offline/offline-notices';
import { pwaStore, type InstallPromptEvent } from '@/offline/pwa-store';

/** The browser's install offer, as Chromium hands it over (only what the hint uses). */
const offer = () =>
  Object.assign(new Event('beforeinstallprompt'), {
    prompt: async () => {},
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  }) as InstallPromptEvent;

/** The shell's notices driven by their stores: the network state and what the service worker and browser offer. */
const meta = {
  title: 'Offline/OfflineNotices',
  component: OfflineNotices,
  beforeEach: () => {
    pwaStore.updateReady = false;
    pwaStore.installEvent = null;
    pwaStore.hintDismissed = false;
    onlineManager.setOnline(true);
    return () => {
      pwaStore.updateReady = false;
      pwaStore.installEvent = null;
      onlineManager.setOnline(true);
    };
  },
} satisfies Meta<typeof OfflineNotices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online, nothing offered: nothing is shown. */
export const NothingToSay: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('status')).toBeNull();
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.queryByRole('complementary')).toBeNull();
  },
};

/** The network goes: the line says the screen shows saved data; it goes when the network is back. */
export const GoesOffline: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    onlineManager.setOnline(false);
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('오프라인 · 저장된 정보를 보여 드려요'));
    onlineManager.setOnline(true);
    await waitFor(() => expect(c.queryByRole('status')).toBeNull());
  },
};

/** The next answer of the screen's read, held until the story lets it go; and a way to ask for it. */
let release: () => void = () => {};
let readAgain: () => void = () => {};
const held = () => new Promise<string>((resolve) => (release = () => resolve('새 정보')));

/** A screen's read, shown (fetched as the story starts, 18:42 on the festival's clock), whose next fetch the story holds. */
function ShownRead() {
  const client = useQueryClient();
  useState(() => client.setQueryData(['story', 'shown'], '18:42의 정보'));
  const read = useQuery({ queryKey: ['story', 'shown'], queryFn: held, staleTime: Infinity });
  readAgain = () => void read.refetch();
  return <p>{read.data}</p>;
}

/**
 * Offline, the line gives the time of the data on screen; back online while that data is fetched again, it says so,
 * and goes once the answer is in.
 */
export const OfflineThenRefreshing: Story = {
  parameters: { now: '2025-09-25T18:42:10+09:00' },
  render: () => (
    <>
      <ShownRead />
      <OfflineNotices />
    </>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('18:42의 정보')).toBeVisible();
    await expect(c.queryByRole('status')).toBeNull();
    onlineManager.setOnline(false);
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('오프라인 · 18:42 기준 정보'));
    // Asked for while offline, the read waits for the network; it goes out when the network is back.
    readAgain();
    onlineManager.setOnline(true);
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('다시 연결됨 · 새 정보를 받는 중'));
    release();
    await expect(await c.findByText('새 정보')).toBeVisible();
    await waitFor(() => expect(c.queryByRole('status')).toBeNull());
  },
};

/** A new build and the install offer at once: the update is offered first, the hint waits. */
export const UpdateBeforeInstallHint: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    pwaStore.installEvent = offer();
    pwaStore.updateReady = true;
    const prompt = await c.findByRole('alert');
    await expect(prompt).toHaveTextContent('새 버전이 준비됐어요');
    await expect(c.queryByRole('complementary')).toBeNull();
    await userEvent.click(within(prompt).getByRole('button', { name: '나중에' }));
    await expect(await c.findByRole('complementary', { name: '홈 화면에 축제 앱을 추가하면 인터넷이 끊겨도 열려요.' })).toBeVisible();
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

/** Closing the hint is remembered: it does not come back on this device. */
export const HintClosedForGood: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    pwaStore.installEvent = offer();
    const hint = await c.findByRole('complementary');
    await userEvent.click(within(hint).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(c.queryByRole('complementary')).toBeNull());
    await expect(localStorage.getItem('installHintDismissed')).toBe('1');
  },
};
