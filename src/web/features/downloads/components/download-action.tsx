/**
 * The player's "Download" button and its chooser (download-sheet.tsx), composed into the play
 * page by its route; it takes the player's button style so it sits with the other side buttons.
 * The sheet stays open until the viewer closes it (or starts the downloads), whatever the
 * player does behind it: it is told when the sheet opens and closes (an episode that ends
 * then goes on under it), and the sheet keeps the episode it was opened on.
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
  /** The sheet opened or closed (the player holds the address while it is open). */
  onSheetChange?: ((open: boolean) => void) | undefined;
}

export function DownloadAction(props: DownloadActionProps) {
  const { t } = useTranslation();
  const { navigateTo } = useAppNavigation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  /** The episode on screen when the sheet opened: what it offers until it closes. */
  const [from, setFrom] = useState(props.current);
  const close = (): void => {
    setOpen(false);
    props.onSheetChange?.(false);
  };
  return (
    <>
      <button
        type="button"
        className={props.className}
        onClick={() => {
          setFrom(props.current);
          setOpened(true);
          setOpen(true);
          props.onSheetChange?.(true);
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
            onClose={close}
            dramaId={props.dramaId}
            dramaTitle={props.dramaTitle}
            fromEpisode={from}
            onOpenDownloads={() => {
              // First the player's address (if an episode went on under the sheet), then the page.
              close();
              void navigateTo(paths.downloads.path);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
