/**
 * antd-mobile's PullToRefresh, loaded just after the first paint: the gesture and spring
 * code it needs (about 25 KB gzipped) stays off the first page's critical path. Until it
 * arrives the content renders as is (the pull head is zero-height, so nothing shifts).
 *
 * The content is rendered through a portal into one element of its own, which is placed in a
 * plain slot first and moved into antd's wrapper when that arrives. Wrapping the content
 * directly would remount it (a different tree): the whole page rendered twice during start-up,
 * and whatever the user had begun (an open sheet, a half-filled form) thrown away.
 */
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { PullToRefreshProps as AntdProps } from 'antd-mobile';

type AntdPullToRefresh = ComponentType<AntdProps>;

let loaded: AntdPullToRefresh | null = null;
let loading: Promise<AntdPullToRefresh> | null = null;
function loadAntd(): Promise<AntdPullToRefresh> {
  loading ??= import('./antd-pull-to-refresh.ts').then((m) => (loaded = m.default));
  return loading;
}

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const [Antd, setAntd] = useState<AntdPullToRefresh | null>(() => loaded);
  const [host] = useState(() => document.createElement('div'));

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
            await onRefresh();
          }}
          pullingText={t('pull.pulling')}
          canReleaseText={t('pull.can_release')}
          refreshingText={t('pull.refreshing')}
          completeText={t('pull.complete')}
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
