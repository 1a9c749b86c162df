/**
 * The nickname sheet of the settings page (SPEC 5: required, 'Please fill in nickname').
 * The parent gives it a new key each time it opens, so it starts from the current nickname.
 * The field stops at NICKNAME_MAX characters (counted as the server counts them, so an emoji
 * is one), with a counter that turns red at the limit; an input method's composition is cut
 * once it is done, never in the middle.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  fitNicknameInput,
  NICKNAME_MAX,
  nicknameLength,
  validateNicknameInput,
} from '../utils/nickname-form.ts';
import styles from './setting-list.module.css';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';
import { useMutateOnce } from '#web/hooks/use-mutate-once.ts';

interface NicknameEditorProps {
  visible: boolean;
  initial: string;
  onClose: () => void;
}

export function NicknameEditor({ visible, initial, onClose }: NicknameEditorProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const save = useMutateOnce(update);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<MessageKey | null>(null);
  const composing = useRef(false);
  // Text past the limit was dropped by the last change (a paste): said, not silently.
  const [cut, setCut] = useState(false);
  const length = nicknameLength(value);
  const atLimit = length >= NICKNAME_MAX;

  const change = (next: string): void => {
    const fitted = composing.current ? { value: next, cut: false } : fitNicknameInput(next);
    setValue(fitted.value);
    setCut(fitted.cut);
    if (error) setError(null);
  };

  const submit = (event?: FormEvent): void => {
    event?.preventDefault();
    const check = validateNicknameInput(value);
    if (!check.ok) {
      setError(check.messageKey);
      return;
    }
    setError(null);
    save(
      { nickname: check.value },
      {
        onSuccess: () => {
          notify(t('setting.nickname_saved'), { kind: 'success' });
          onClose();
        },
      },
    );
  };

  useCloseOnBack(visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}
    >
      <form onSubmit={submit} noValidate data-testid="nickname-form">
        <h2 className={styles.sheetTitle}>{t('setting.nickname_title')}</h2>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('setting.nickname')}</span>
          <span className={styles.inputRow}>
            <input
              className={styles.input}
              value={value}
              onChange={(event) => change(event.target.value)}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={(event) => {
                composing.current = false;
                change(event.currentTarget.value);
              }}
              placeholder={t('setting.nickname_placeholder')}
              autoComplete="nickname"
              enterKeyHint="done"
              aria-invalid={error !== null}
              aria-describedby="nickname-count nickname-hint"
              data-testid="nickname-input"
            />
            <span
              id="nickname-count"
              className={styles.count}
              data-limit={atLimit}
              data-testid="nickname-count"
            >
              {t('setting.nickname_hint', { count: Math.min(length, NICKNAME_MAX), max: NICKNAME_MAX })}
            </span>
          </span>
        </label>
        <p
          id="nickname-hint"
          className={error ? styles.error : styles.hint}
          role={error ? 'alert' : undefined}
          data-testid={error ? 'nickname-error' : undefined}
        >
          {error
            ? t(error, { max: NICKNAME_MAX })
            : cut
              ? t('setting.nickname_cut', { max: length })
              : atLimit
                ? t('setting.nickname_too_long', { max: NICKNAME_MAX })
                : ''}
        </p>
        <div className={styles.sheetActions}>
          <Button block shape="rounded" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            block
            shape="rounded"
            color="primary"
            type="submit"
            loading={update.isPending}
            data-testid="nickname-save"
          >
            {t('setting.save')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
