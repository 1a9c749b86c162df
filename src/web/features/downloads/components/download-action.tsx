/**
 * The player's "Download" button and its chooser (download-sheet.tsx), composed into the play
 * page by its route; it takes the player's button style so it sits with the other side buttons.
 */
import { lazy, Suspense, useState } from 'react';
import { DownlandOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { loadWhenOnline } from '#web/lib/load-when-online.ts';

const DownloadSheet = lazy(
  loadWhenOnline(() => import('./download-sheet.tsx').then((module) => ({ default: module.DownloadSheet }))),
);

export interface DownloadActionProps {
  dramaId: number;
  dramaTitle: string;
  /** The episode on screen: the first one the chooser offers. */
  current: number;
  className?: string | undefined;
  iconClassName?: string | undefined;
}

export function DownloadAction(props: DownloadActionProps) {
  const { t } = useTranslation();
  const { navigateTo } = useAppNavigation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={props.className}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-testid="download-open"
      >
        <DownlandOutline aria-hidden="true" className={props.iconClassName} />
        <span>{t('player.download')}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <DownloadSheet
            visible={open}
            onClose={() => setOpen(false)}
            dramaId={props.dramaId}
            dramaTitle={props.dramaTitle}
            fromEpisode={props.current}
            onOpenDownloads={() => {
              setOpen(false);
              void navigateTo(paths.downloads.path);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
