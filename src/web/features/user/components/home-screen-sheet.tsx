/** Add-to-home-screen help (SPEC 1): tap Share, scroll, tap Add to Home Screen. */
import type { ReactNode } from 'react';
import { AddSquareOutline, DownOutline, UploadOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { InfoSheet } from '#web/components/info-sheet.tsx';
import type { MessageKey } from '#web/lib/i18n.ts';
import styles from './sheet.module.css';

const STEPS: readonly { key: MessageKey; icon: ReactNode }[] = [
  { key: 'mine.home_screen_step_share', icon: <UploadOutline /> },
  { key: 'mine.home_screen_step_scroll', icon: <DownOutline /> },
  { key: 'mine.home_screen_step_add', icon: <AddSquareOutline /> },
];

export default function HomeScreenSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <InfoSheet visible={visible} onClose={onClose} title={t('mine.home_screen')} testId="home-screen-sheet">
      <p className={styles.desc}>{t('mine.home_screen_desc')}</p>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.key} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepIcon} aria-hidden="true">
              {step.icon}
            </span>
            <span>{t(step.key)}</span>
          </li>
        ))}
      </ol>
    </InfoSheet>
  );
}
