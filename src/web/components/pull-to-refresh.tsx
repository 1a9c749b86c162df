/**
 * antd-mobile's PullToRefresh, loaded just after the first paint: the gesture and spring
 * code it needs (about 25 KB gzipped) stays off the first page's critical path. Until it
 * arrives the content renders as is (the pull head is zero-height, so nothing shifts).
 *
 * The content is rendered through a portal into one element of its own, which is placed in a
 * plain slot first and moved into antd's wrapper when that arrives. Wrapping the content
 * directly would remount it (a different tree): the whole page rendered twice during start-up,
 * and whatever the user had begun (an open sheet, a half-filled form) thrown away.
 *
 * The head says how the refresh went: "Refreshed" only when it fetched and nothing failed;
 * offline (nothing was fetched: the queries wait for the network) or after a failed request it
 * says it could not refresh, for a moment longer so that it can be read. Offline under the
 * shell's floating "no connection" note, which covers the head, it says so in a toast as well
 * (the API client shows none offline; a failure online has had its toast).
 */
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { onlineManager } from '@tanstack/react-query';
import type { PullToRefreshProps as AntdProps } from 'antd-mobile';
import { notify } from '#web/lib/notify.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';

type AntdPullToRefresh = ComponentType<AntdProps>;

let loaded: AntdPullToRefresh | null = null;
let loading: Promise<AntdPullToRefresh> | null = null;
function loadAntd(): Promise<AntdPullToRefresh> {
  loading ??= import('./antd-pull-to-refresh.ts').then((m) => (loaded = m.default));
  return loading;
}

/** How a refresh went: fetched, nothing fetched for want of a network, or a request failed. */
export type RefreshOutcome = 'done' | 'offline' | 'failed';

/** How much longer a refresh that did not work keeps its message up (antd adds its 500 ms). */
const NOT_REFRESHED_HOLD_MS = 1000;

/**
 * Runs `refresh` and says how it went. Callers refetch queries, which swallow their errors and
 * resolve at once when paused offline: a query that failed meanwhile, or the network being
 * gone, says more than the promise does.
 */
export async function runRefresh(refresh: () => Promise<unknown>): Promise<RefreshOutcome> {
  let failed = false;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') failed = true;
  });
  try {
    await refresh();
  } catch {
    failed = true;
  } finally {
    unsubscribe();
  }
  if (!onlineManager.isOnline()) return 'offline';
  return failed ? 'failed' : 'done';
}

/** The shell's floating "no connection" note is up (over the top of the page, the head with it). */
const underShellBanner = (): boolean => {
  const { offline, holders } = useOfflineScreen.getState();
  return offline && holders.some((h) => h.banner === 'shell');
};

const OUTCOME_TEXT = {
  done: 'pull.complete',
  offline: 'pull.offline',
  failed: 'pull.failed',
} as const satisfies Record<RefreshOutcome, string>;

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const [Antd, setAntd] = useState<AntdPullToRefresh | null>(() => loaded);
  const [host] = useState(() => document.createElement('div'));
  const [outcome, setOutcome] = useState<RefreshOutcome | null>(null);

  useEffect(() => {
    if (Antd) return;
    let alive = true;
    void loadAntd().then((component) => {
      if (alive) setAntd(() => component);
    });
    return () => {
      alive = false;
    };
  }, [Antd]);

  // The slot comes before the portal, so the content is in the document by the time its own
  // layout effects run (they may measure it).
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      if (slot && host.parentNode !== slot) slot.appendChild(host);
    },
    [host],
  );
  const slot = <div ref={attach} />;

  return (
    <>
      {Antd ? (
        <Antd
          onRefresh={async () => {
            setOutcome(null);
            const result = await runRefresh(onRefresh);
            setOutcome(result);
            if (result === 'offline' && underShellBanner()) notify(t('pull.offline'));
            if (result !== 'done') await new Promise((resolve) => setTimeout(resolve, NOT_REFRESHED_HOLD_MS));
          }}
          renderText={(status) => {
            if (status === 'pulling') return t('pull.pulling');
            if (status === 'canRelease') return t('pull.can_release');
            if (outcome === null) return t('pull.refreshing');
            return (
              <span role="status" data-testid="pull-outcome" data-outcome={outcome}>
                {t(OUTCOME_TEXT[outcome])}
              </span>
            );
          }}
        >
          {slot}
        </Antd>
      ) : (
        slot
      )}
      {createPortal(children, host)}
    </>
  );
}
