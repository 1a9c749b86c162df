/**
 * Where saved copies are listed (the Downloads page, the offline player), online: their series
 * checked against the server again (utils/saved-refresh.ts), the copies no longer unlocked on
 * this account deleted with one notice, the titles put in the interface language. Asked again
 * when the language or the account changes and when the device comes back online.
 */
import { useEffect } from 'react';
import { listDownloads, renameDownloads } from '#web/lib/download-storage.ts';
import { i18next } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';
import { useOnlineStatus } from '#web/hooks/use-online-status.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { getSavedRights } from '../api/get-saved-rights.ts';
import { refreshList } from '../utils/download-progress.ts';
import { deleteDownload } from '../utils/download-queue.ts';
import { createSavedRefresh } from '../utils/saved-refresh.ts';

/** Long enough to read the sentence. */
const NOTICE_MS = 4000;

const refresher = createSavedRefresh({
  list: listDownloads,
  check: (dramaId) => getSavedRights(dramaId),
  remove: deleteDownload,
  rename: renameDownloads,
  now: Date.now,
});

function currentScope(): string {
  return `${useSession.getState().token}\n${useLocale.getState().languageId}`;
}

/** `listedAt`: when the list was last read (each listing may check again, when due). */
export function useSavedRefresh(dramaIds: readonly number[], listedAt = 0): void {
  const online = useOnlineStatus();
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  const ids = [...new Set(dramaIds)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (!online || token === '' || ids === '') return;
    const scope = `${token}\n${languageId}`;
    void refresher
      .run(ids.split(',').map(Number), scope, () => currentScope() === scope)
      .then(({ removed, renamed }) => {
        if (removed > 0) {
          notify(i18next.t('downloads.removed_locked', { count: removed }), { durationMs: NOTICE_MS });
        }
        if (removed > 0 || renamed > 0) refreshList();
      });
  }, [online, token, languageId, ids, listedAt]);
}
