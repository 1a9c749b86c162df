/**
 * Add-to-home-screen help (SPEC 1): the steps for the viewer's browser (iOS: Share, scroll,
 * Add to Home Screen; Android: the ⋮ menu, Install app or Add to Home screen, confirm;
 * desktop Chromium: the install icon of the address bar, Install; another browser: its menu),
 * and a one-tap Install when the browser has offered one (../install-prompt.ts); it goes once
 * the app is installed or the offer was used.
 */
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import {
  AddSquareOutline,
  CheckCircleOutline,
  DownlandOutline,
  DownOutline,
  MoreOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { InfoSheet } from '#web/components/info-sheet.tsx';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useInstallPrompt } from '../hooks/use-install-prompt.ts';
import { promptInstall } from '../install-prompt.ts';
import { installPlatform, type InstallPlatform } from '../utils/install-platform.ts';
import styles from './sheet.module.css';

type Step = { key: MessageKey; icon: ReactNode };

const STEPS: Record<InstallPlatform, readonly Step[]> = {
  ios: [
    { key: 'mine.home_screen_step_share', icon: <UploadOutline /> },
    { key: 'mine.home_screen_step_scroll', icon: <DownOutline /> },
    { key: 'mine.home_screen_step_add', icon: <AddSquareOutline /> },
  ],
  android: [
    { key: 'mine.home_screen_android_menu', icon: <MoreOutline className={styles.vertical} /> },
    { key: 'mine.home_screen_android_install', icon: <AddSquareOutline /> },
    { key: 'mine.home_screen_android_confirm', icon: <CheckCircleOutline /> },
  ],
  desktop: [
    { key: 'mine.home_screen_desktop_icon', icon: <DownlandOutline /> },
    { key: 'mine.home_screen_desktop_confirm', icon: <CheckCircleOutline /> },
  ],
  other: [
    { key: 'mine.home_screen_other_menu', icon: <MoreOutline /> },
    { key: 'mine.home_screen_other_add', icon: <AddSquareOutline /> },
  ],
};

/**
 * A step's text with each menu item's name, marked <ui>…</ui> in the locale files, on one line
 * (Thai and English broke "Add to Home screen" in two). Split here rather than with
 * react-i18next's <Trans>, whose typing of 360 keys is too complex for TypeScript (TS2590).
 */
function StepText({ text }: { text: string }) {
  const parts = text.split(/<ui>(.*?)<\/ui>/);
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={styles.ui}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}

function currentPlatform(): InstallPlatform {
  if (typeof navigator === 'undefined') return 'other';
  return installPlatform(navigator.userAgent, navigator.maxTouchPoints);
}

export default function HomeScreenSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const canInstall = useInstallPrompt();
  const platform = currentPlatform();
  return (
    <InfoSheet visible={visible} onClose={onClose} title={t('mine.home_screen')} testId="home-screen-sheet">
      <p className={styles.desc}>{t('mine.home_screen_desc')}</p>
      {canInstall && (
        <Button
          block
          color="primary"
          shape="rounded"
          className={styles.install}
          onClick={() => void promptInstall()}
          data-testid="home-screen-install"
        >
          {t('mine.home_screen_install')}
        </Button>
      )}
      <ol className={styles.steps} data-testid="home-screen-steps" data-platform={platform}>
        {STEPS[platform].map((step, index) => (
          <li key={step.key} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepIcon} aria-hidden="true">
              {step.icon}
            </span>
            <StepText text={t(step.key)} />
          </li>
        ))}
      </ol>
    </InfoSheet>
  );
}
