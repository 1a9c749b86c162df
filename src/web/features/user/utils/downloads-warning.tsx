/**
 * What logging out or switching account costs on this phone: its downloads are deleted with the
 * session (decision 0043). The confirmation says so, with how many, when there are any: losing
 * saved episodes without a word is a top complaint of the market's apps (MARKET.md).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { listDownloads } from '#web/lib/download-storage.ts';

/** Complete copies saved on this phone (0 where downloads are not supported or unreadable). */
export function useSavedEpisodeCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    void listDownloads()
      .catch(() => [])
      .then((records) => {
        if (live) setCount(records.filter((r) => r.status === 'done').length);
      });
    return () => {
      live = false;
    };
  }, []);
  return count;
}

/** The confirmation's text, with the downloads it deletes when there are any. */
export function withDownloadsWarning(t: TFunction, content: string, count: number): ReactNode {
  if (count === 0) return content;
  return (
    <>
      <p style={{ margin: 0 }}>{content}</p>
      <p style={{ margin: '8px 0 0', fontWeight: 600 }} data-testid="logout-downloads-warning">
        {t('setting.downloads_will_go', { count })}
      </p>
    </>
  );
}
