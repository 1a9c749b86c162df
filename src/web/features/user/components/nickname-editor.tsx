/**
 * The nickname sheet of the settings page (SPEC 5: required, 'Please fill in nickname').
 * The parent gives it a new key each time it opens, so it starts from the current nickname.
 */
import { useState, type FormEvent } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { NICKNAME_MAX, validateNicknameInput } from '../utils/nickname-form.ts';
import styles from './setting-list.module.css';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';

interface NicknameEditorProps {
  visible: boolean;
  initial: string;
  onClose: () => void;
}

export function NicknameEditor({ visible, initial, onClose }: NicknameEditorProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<MessageKey | null>(null);

  const submit = (event?: FormEvent): void => {
    event?.preventDefault();
    const check = validateNicknameInput(value);
    if (!check.ok) {
      setError(check.messageKey);
      return;
    }
    setError(null);
    update.mutate(
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
          <input
            className={styles.input}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            placeholder={t('setting.nickname_placeholder')}
            autoComplete="nickname"
            enterKeyHint="done"
            aria-invalid={error !== null}
            aria-describedby="nickname-hint"
            data-testid="nickname-input"
          />
        </label>
        <p
          id="nickname-hint"
          className={error ? styles.error : styles.hint}
          role={error ? 'alert' : undefined}
          data-testid={error ? 'nickname-error' : undefined}
        >
          {error
            ? t(error, { max: NICKNAME_MAX })
            : t('setting.nickname_hint', { count: [...value.trim()].length, max: NICKNAME_MAX })}
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
