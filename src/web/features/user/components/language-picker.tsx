/** The interface language picker of the personal centre (only when the site allows switching). */
import { useState } from 'react';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { LANGUAGES, type LanguageId } from '#shared/languages.ts';
import { changeLanguage } from '#web/lib/language.ts';
import { notify } from '#web/lib/notify.ts';
import { useLocale } from '#web/stores/locale.ts';
import styles from './language-picker.module.css';

export function LanguagePicker() {
  const { t } = useTranslation();
  const current = useLocale((s) => s.languageId);
  const [pending, setPending] = useState<LanguageId | null>(null);

  const choose = async (id: LanguageId): Promise<void> => {
    if (id === current || pending !== null) return;
    setPending(id);
    try {
      await changeLanguage(id);
    } catch {
      // Only the language's own messages failed to download: that is the network.
      notify(t('errors.network'), { kind: 'error', durationMs: TRANSPORT_TOAST_MS });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="language-picker-title">
      <h2 id="language-picker-title" className={styles.heading}>
        {t('mine.language')}
      </h2>
      <div
        className={styles.list}
        role="radiogroup"
        aria-labelledby="language-picker-title"
        data-testid="language-picker"
      >
        {LANGUAGES.map((language) => {
          const selected = language.id === current;
          return (
            <button
              key={language.id}
              type="button"
              role="radio"
              aria-checked={selected}
              lang={language.locale}
              className={styles.option}
              data-testid={`language-option-${language.id}`}
              disabled={pending !== null}
              onClick={() => void choose(language.id)}
            >
              <span>{language.name}</span>
              {selected && <CheckOutline className={styles.check} aria-hidden="true" />}
            </button>
          );
        })}
      </div>
    </section>
  );
}
