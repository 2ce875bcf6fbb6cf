// Sharing a page: the Web Share API where the browser has it, else the link copied to the clipboard.
import type { ShareOutcome } from '@/components/favourites/share-button';

/** The link of an app path on this origin, without the sender's replay clock or language. */
export function shareUrl(path: string, origin = globalThis.location?.origin ?? ''): string {
  return new URL(path, origin || 'http://localhost').toString();
}

export async function shareLink(title: string, path: string): Promise<ShareOutcome> {
  const url = shareUrl(path);
  const nav = globalThis.navigator;
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') return 'cancelled';
      // A refused share falls back to copying.
    }
  }
  try {
    if (!nav?.clipboard?.writeText) return 'failed';
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
