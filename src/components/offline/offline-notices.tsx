import { useSnapshot } from 'valtio';
import { useOfflineStatus } from '@/offline/use-offline-status';
import { dismissInstallHint, dismissUpdate, installApp, pwaStore, reloadForUpdate } from '@/offline/pwa-store';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';
import { InstallHint } from './install-hint';

/** The app shell's offline line, update prompt and install hint (one at a time at the bottom: the update first). */
export function OfflineNotices() {
  const status = useOfflineStatus();
  const pwa = useSnapshot(pwaStore);
  const showHint = pwa.installEvent !== null && !pwa.hintDismissed && !pwa.updateReady;
  return (
    <>
      {status.mode && <OfflineBanner mode={status.mode} updatedAt={status.updatedAt} />}
      {pwa.updateReady && <UpdatePrompt onReload={() => void reloadForUpdate()} onLater={dismissUpdate} />}
      {showHint && <InstallHint onInstall={() => void installApp()} onClose={dismissInstallHint} />}
    </>
  );
}
