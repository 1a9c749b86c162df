/**
 * The wallet's monthly top-up limit (issue 19): used this month against the limit, a raise or
 * removal waiting its 24 hours (the value and when it applies), and an inline form to set,
 * change or remove it. The server decides what applies when; this only shows its answer.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TopupLimitData } from '#shared/contract/topup-limit.ts';
import { formatDateTime, formatPrice } from '#web/lib/format.ts';
import { notify } from '#web/lib/notify.ts';
import { parseMoneyInput } from '#web/lib/plain-price.ts';
import { useMutateOnce } from '#web/hooks/use-mutate-once.ts';
import { useTopupLimit } from '../api/get-topup-limit.ts';
import { useSetTopupLimit } from '../api/set-topup-limit.ts';
import styles from './topup-limit.module.css';

function Status({ data }: { data: TopupLimitData }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatPrice(cents, i18n.language, data.currency);
  const pending = data.pending;
  return (
    <>
      <p className={styles.used} data-testid="topup-limit-used">
        {data.limit_cents === null
          ? t('limit.used_no_limit', { used: money(data.used_cents) })
          : t('limit.used', { used: money(data.used_cents), limit: money(data.limit_cents) })}
      </p>
      {data.limit_cents !== null && data.left_cents !== null && (
        <p className={styles.meta}>{t('limit.left', { left: money(data.left_cents) })}</p>
      )}
      {pending && (
        <p className={styles.pending} data-testid="topup-limit-pending">
          {pending.limit_cents === null
            ? t('limit.pending_clear', { time: formatDateTime(pending.applies_at, i18n.language) })
            : t('limit.pending_raise', {
                limit: money(pending.limit_cents),
                time: formatDateTime(pending.applies_at, i18n.language),
              })}
        </p>
      )}
    </>
  );
}

export function TopupLimitSection({ onOpenRules }: { onOpenRules: () => void }) {
  const { t, i18n } = useTranslation();
  const limit = useTopupLimit();
  const save = useSetTopupLimit();
  const send = useMutateOnce(save);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const data = limit.data;
  // A limit in force that is not already on its way out.
  const removable = data !== undefined && data.limit_cents !== null && data.pending?.limit_cents !== null;

  const apply = (cents: number | null): void => {
    send(cents, {
      onSuccess: (next) => {
        setEditing(false);
        const message = next.pending
          ? t('limit.saved_pending', { time: formatDateTime(next.pending.applies_at, i18n.language) })
          : t('limit.saved_now');
        notify(message, { kind: 'success' });
      },
    });
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const cents = parseMoneyInput(text);
    setInvalid(cents === undefined);
    if (cents !== undefined) apply(cents);
  };

  const open = (): void => {
    setText(data?.limit_cents != null ? String(data.limit_cents / 100) : '');
    setInvalid(false);
    setEditing(true);
  };

  return (
    <section className={styles.section} data-testid="topup-limit" aria-labelledby="topup-limit-title">
      <div className={styles.head}>
        <h2 id="topup-limit-title" className={styles.title}>
          {t('limit.title')}
        </h2>
        <button type="button" className={styles.link} onClick={onOpenRules} data-testid="wallet-rules-link">
          {t('wallet.rules_link')}
        </button>
      </div>
      {data ? <Status data={data} /> : <p className={styles.meta}>{t('common.loading')}</p>}
      {editing ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.label} htmlFor="topup-limit-input">
            {t('limit.input_label', { currency: data?.currency ?? 'USD' })}
          </label>
          <input
            id="topup-limit-input"
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder={t('limit.input_placeholder')}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={invalid}
            aria-describedby="topup-limit-hint"
            data-testid="topup-limit-input"
          />
          <p id="topup-limit-hint" className={invalid ? styles.error : styles.meta}>
            {invalid ? t('limit.invalid') : t('limit.hint')}
          </p>
          <div className={styles.actions}>
            <Button
              type="submit"
              color="primary"
              size="small"
              loading={save.isPending}
              data-testid="topup-limit-save"
            >
              {t('limit.save')}
            </Button>
            {removable && (
              <Button
                size="small"
                onClick={() => apply(null)}
                disabled={save.isPending}
                data-testid="topup-limit-remove"
              >
                {t('limit.remove')}
              </Button>
            )}
            <Button size="small" fill="none" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          className={styles.edit}
          size="small"
          onClick={open}
          disabled={!data}
          data-testid="topup-limit-edit"
        >
          {data?.limit_cents === null && !data.pending ? t('limit.set') : t('limit.change')}
        </Button>
      )}
    </section>
  );
}
