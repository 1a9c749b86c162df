/**
 * The language sheet (issue 15): the five interface languages, each written in its own script,
 * one of them selected, and a confirm button. The first visit opens it by itself (the
 * browser's language selected, app/layouts/language-prompt.tsx); Settings and the personal
 * centre open it with the current language selected. Its title and button follow the
 * language selected, so a visitor who cannot read the default language can still read them.
 * Loaded lazily: it is never part of the first page's JS.
 */
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { browserLanguage, LANGUAGES, localeOf, type LanguageId } from '#shared/languages.ts';
import { i18next, loadMessages } from '#web/lib/i18n.ts';
import { changeLanguage, markLanguageAsked } from '#web/lib/language.ts';
import { notify } from '#web/lib/notify.ts';
import { DialogSheet } from './dialog-sheet.tsx';
import styles from './language-sheet.module.css';

export interface LanguageSheetProps {
  visible: boolean;
  /** The language selected when the sheet opens. */
  initial: LanguageId;
  /** Closed without a choice (close button, mask, the phone's Back), or after the choice applied. */
  onClose: () => void;
  /** The chosen language is saved and applied (before onClose). */
  onChosen?: (id: LanguageId) => void;
}

/** The translator of `id` once its messages are loaded; until then the interface's own. */
function usePreviewT(id: LanguageId) {
  const { t } = useTranslation();
  const locale = localeOf(id);
  const [loaded, setLoaded] = useState<string | null>(() =>
    i18next.hasResourceBundle(locale, 'translation') ? locale : null,
  );
  useEffect(() => {
    let live = true;
    loadMessages(id).then(
      (done) => live && setLoaded(done),
      () => undefined, // offline: the interface's language will do
    );
    return () => {
      live = false;
    };
  }, [id]);
  return loaded === locale ? i18next.getFixedT(locale) : t;
}

export default function LanguageSheet({ visible, initial, onClose, onChosen }: LanguageSheetProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<LanguageId>(initial);
  const [pending, setPending] = useState(false);
  const pt = usePreviewT(selected);

  const confirm = async (): Promise<void> => {
    if (pending) return;
    setPending(true);
    try {
      await changeLanguage(selected);
      onChosen?.(selected);
      onClose();
    } catch {
      // Only the language's own messages failed to download: that is the network.
      notify(t('errors.network'), { kind: 'error', durationMs: TRANSPORT_TOAST_MS });
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogSheet
      visible={visible}
      onClose={onClose}
      title={<span lang={localeOf(selected)}>{pt('language.title')}</span>}
      titleTestId="language-sheet-title"
      testId="language-sheet"
      data={{ 'data-selected': String(selected) }}
    >
      <div className={styles.options} role="radiogroup" aria-label={pt('language.title')}>
        {LANGUAGES.map((language) => {
          const checked = language.id === selected;
          return (
            <button
              key={language.id}
              type="button"
              role="radio"
              aria-checked={checked}
              lang={language.locale}
              className={styles.option}
              data-testid={`language-option-${language.id}`}
              disabled={pending}
              onClick={() => setSelected(language.id)}
            >
              <span>{language.name}</span>
              <CheckOutline className={styles.check} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <p className={styles.note} lang={localeOf(selected)}>
        {pt('language.note')}
      </p>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={pending}
        onClick={() => void confirm()}
        data-testid="language-confirm"
      >
        <span lang={localeOf(selected)}>{pt('language.confirm')}</span>
      </Button>
    </DialogSheet>
  );
}

/**
 * The first visit's question (issue 15): the browser's language selected; answered or
 * dismissed, it is never asked again (the caller decided it should be asked at all).
 */
export function FirstVisitLanguageSheet() {
  const [visible, setVisible] = useState(true);
  const [initial] = useState(() =>
    browserLanguage(
      typeof navigator === 'undefined'
        ? []
        : navigator.languages?.length
          ? navigator.languages
          : [navigator.language],
    ),
  );
  // Its words in the selected language from the start: swapped in once shown, they would move
  // the button's label (a layout shift nobody asked for).
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(localeOf(initial), 'translation'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadMessages(initial)
      .catch(() => undefined) // offline: the interface's language will do
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, initial]);
  if (!ready) return null;
  return (
    <LanguageSheet
      visible={visible}
      initial={initial}
      onClose={() => {
        markLanguageAsked();
        setVisible(false);
      }}
    />
  );
}
