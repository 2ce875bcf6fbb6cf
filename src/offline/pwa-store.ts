// What the page knows about its service worker and installability; the prompts read it, the registration
// (src/offline/register.ts) and the browser's install event write it.
import { proxy } from 'valtio';
import { readRaw, writeRaw } from '@/stores/storage';

/** Chromium's install event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const HINT_KEY = 'installHintDismissed';

export const pwaStore = proxy({
  /** A new build is downloaded and waits for the visitor's reload. */
  updateReady: false,
  /** The browser offers to install; null when it does not (yet), or once used. */
  installEvent: null as InstallPromptEvent | null,
  hintDismissed: readRaw('local', HINT_KEY) === '1',
});

let applyUpdate: (() => Promise<void>) | null = null;

/** A new page (stories and tests): no update waiting, no install offer, the hint as stored. */
export function resetPwaStore(): void {
  applyUpdate = null;
  pwaStore.updateReady = false;
  pwaStore.installEvent = null;
  pwaStore.hintDismissed = readRaw('local', HINT_KEY) === '1';
}

export function offerUpdate(apply: () => Promise<void>): void {
  applyUpdate = apply;
  pwaStore.updateReady = true;
}

/** Activates the waiting worker; the page reloads itself when it takes over. */
export async function reloadForUpdate(): Promise<void> {
  if (applyUpdate) await applyUpdate();
  else window.location.reload();
}

export function dismissUpdate(): void {
  pwaStore.updateReady = false;
}

/** The hint is offered once: closing it or installing is remembered on this device. */
export function dismissInstallHint(): void {
  pwaStore.hintDismissed = true;
  writeRaw('local', HINT_KEY, '1');
}

export async function installApp(): Promise<void> {
  const e = pwaStore.installEvent;
  if (!e) return;
  pwaStore.installEvent = null;
  await e.prompt();
  await e.userChoice.catch(() => undefined);
  dismissInstallHint();
}

/** Listens for the browser's install offer; called once at start-up (cheap, before load). */
export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keep the browser's own mini-infobar away: the app offers it once, in its own words.
    e.preventDefault();
    pwaStore.installEvent = e as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    pwaStore.installEvent = null;
    dismissInstallHint();
  });
}
