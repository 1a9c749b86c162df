/**
 * antd-mobile's PullToRefresh, loaded just after the first paint: the gesture and spring
 * code it needs (about 25 KB gzipped) stays off the first page's critical path. Until it
 * arrives the content renders as is (the pull head is zero-height, so nothing shifts).
 *
 * Wrapping the content in it later remounts the content (a different tree), which would throw
 * away whatever the user was doing (an open sheet, a half-filled form). So the wrapper is put
 * in only while nobody has touched the page since it mounted; otherwise this mount goes without
 * the gesture, and the next one (the chunk is loaded by then) has it from the start.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PullToRefreshProps as AntdProps } from 'antd-mobile';

type AntdPullToRefresh = ComponentType<AntdProps>;

let loaded: AntdPullToRefresh | null = null;
let loading: Promise<AntdPullToRefresh> | null = null;
function loadAntd(): Promise<AntdPullToRefresh> {
  loading ??= import('./antd-pull-to-refresh.ts').then((m) => (loaded = m.default));
  return loading;
}

/** When the user last pressed, tapped or typed (performance.now()). */
let lastInteraction = -1;
if (typeof window !== 'undefined') {
  const mark = (): void => {
    lastInteraction = performance.now();
  };
  window.addEventListener('pointerdown', mark, { capture: true, passive: true });
  window.addEventListener('keydown', mark, { capture: true, passive: true });
}

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const [Antd, setAntd] = useState<AntdPullToRefresh | null>(() => loaded);

  useEffect(() => {
    if (Antd) return;
    const mountedAt = performance.now();
    let alive = true;
    void loadAntd().then((component) => {
      if (alive && lastInteraction < mountedAt) setAntd(() => component);
    });
    return () => {
      alive = false;
    };
  }, [Antd]);

  if (!Antd) return <>{children}</>;
  return (
    <Antd
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.can_release')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.complete')}
    >
      {children}
    </Antd>
  );
}
