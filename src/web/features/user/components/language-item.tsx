/**
 * The language entry of the personal centre and the settings (only where the site lets users
 * choose, SPEC 9): the language in effect, written in its own script; a tap opens the language
 * sheet with it selected. The sheet's code loads on the first tap.
 */
import { lazy, Suspense, useState } from 'react';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/languages.ts';
import { GlobalOutline } from '#web/components/icons/icons.tsx';
import { OverlayBoundary } from '#web/components/overlay-boundary.tsx';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useLocale } from '#web/stores/locale.ts';
import styles from './language-item.module.css';
import { loadWhenOnline } from '#web/lib/load-when-online.ts';

const LanguageSheet = lazy(loadWhenOnline(() => import('#web/components/language-sheet.tsx')));

interface LanguageItemProps {
  labelKey: MessageKey;
  testId: string;
  /** A pink icon before the label, as in the personal centre's entries. */
  withIcon?: boolean;
}

export function LanguageItem({ labelKey, testId, withIcon = false }: LanguageItemProps) {
  const { t } = useTranslation();
  const current = useLocale((s) => s.languageId);
  const language = LANGUAGES.find((l) => l.id === current) ?? LANGUAGES[1];
  const [visible, setVisible] = useState(false);
  // A new sheet each time it opens, so it starts from the language in effect.
  const [opened, setOpened] = useState(0);

  return (
    <>
      <List.Item
        prefix={
          withIcon ? (
            <span className={styles.icon} aria-hidden="true">
              <GlobalOutline />
            </span>
          ) : undefined
        }
        extra={
          <span lang={language.locale} data-testid={`${testId}-current`}>
            {language.name}
          </span>
        }
        arrow
        onClick={() => {
          setOpened((n) => n + 1);
          setVisible(true);
        }}
        data-testid={testId}
      >
        {t(labelKey)}
      </List.Item>
      {opened > 0 && (
        <OverlayBoundary>
          <Suspense fallback={null}>
            <LanguageSheet
              key={opened}
              visible={visible}
              initial={current}
              onClose={() => setVisible(false)}
            />
          </Suspense>
        </OverlayBoundary>
      )}
    </>
  );
}

/** The personal centre's language card, right under the user card. */
export function LanguageCard() {
  return (
    <List mode="card" className={styles.card}>
      <LanguageItem labelKey="mine.language" testId="mine-language" withIcon />
    </List>
  );
}
