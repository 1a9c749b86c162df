/**
 * Email mode of the login popup (SPEC 2, 4 and 5): email, code with a get-code button that
 * counts down, and the Login button (enabled only when canSubmit holds). A send the server
 * refuses for its limits holds the button as long as the refusal says (code-hold.ts): 614's
 * "wait N s" counts down from N, the hourly limit waits the hour; meanwhile the line under the
 * code field says why (in place, where it covers nothing: a toast hid the sheet's title).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, LOGIN_EMAIL_MAX } from '#shared/constants.ts';
import { notify, notifyIfOffline } from '#web/lib/notify.ts';
import type { NoticeKind } from '#web/stores/notice.ts';
import { sendEmailCode } from '../api/send-email.ts';
import { codeWaitOf, holdCodeButton, useCodeHold } from './code-hold.ts';
import { rememberedCodeAddress, useCodeCountdown } from '../hooks/use-code-countdown.ts';
import { canSubmit, codeProblem, emailProblem, normalizeEmail } from '../utils/email-login.ts';
import srOnly from '#web/components/sr-only.module.css';
import styles from './login-popup.module.css';

interface EmailLoginFormProps {
  /** The login request is in flight. */
  busy: boolean;
  onLogin: (email: string, code: string) => void;
  /** The button's words when the form does something else than log in (linking an email). */
  submitLabel?: string | undefined;
}

export function EmailLoginForm({ busy, onLogin, submitLabel }: EmailLoginFormProps) {
  const { t } = useTranslation();
  // Filled in again with the address a code went to, while that code is valid.
  const [email, setEmail] = useState(rememberedCodeAddress);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const countdown = useCodeCountdown((s) => s.seconds);
  const countingFor = useCodeCountdown((s) => s.email);
  // The countdown holds for the address the code went to; another address may ask at once.
  const counted = countingFor === '' || countingFor === normalizeEmail(email) ? countdown : 0;
  const hold = useCodeHold(normalizeEmail(email));
  const seconds = Math.max(counted, hold.seconds);
  const emailId = useId();
  const codeId = useId();

  // SPEC 3: at most 64 characters. Said under the field as soon as it is longer (a pasted
  // address is not cut short: a cut address would be another one).
  const tooLong = emailProblem(email) === 'too_long';
  const emailErrorId = useId();
  // Why get-code is held after a refusal. An hourly limit in the server's words: they say whose
  // it is, the address's or the network's (a carrier's shared address must not read as the
  // viewer's fault). 614: a code is already on its way (the button counts the seconds).
  const holdReason = hold.seconds > 0 ? (hold.message ?? t('login.code_wait')) : null;
  const holdReasonId = useId();

  /**
   * The form's toasts show at the top: the keyboard is usually up, and a centred toast would sit
   * on the code field and the get-code button for its 2 s.
   */
  const say = (message: string, kind: NoticeKind = 'info'): void => {
    notify(message, { kind, position: 'top' });
  };

  /** Toasts why the email cannot be used; true when it can. */
  const checkEmail = (): boolean => {
    const problem = emailProblem(email);
    if (problem === 'empty') say(t('login.email_required'));
    else if (problem === 'too_long') say(t('login.email_too_long', { max: LOGIN_EMAIL_MAX }));
    else if (problem === 'invalid') say(t('login.email_invalid'));
    return problem === null;
  };

  const getCode = async (): Promise<void> => {
    if (sending || seconds > 0 || !checkEmail()) return;
    setSending(true);
    try {
      await sendEmailCode(normalizeEmail(email));
    } catch (error) {
      // SPEC 4: reset without clearing; the API client already toasted why (offline: said here).
      notifyIfOffline(error);
      useCodeCountdown.getState().reset();
      const wait = codeWaitOf(error);
      if (wait) holdCodeButton(normalizeEmail(email), wait);
      setSending(false);
      return;
    }
    setSending(false);
    say(t('login.code_sent'), 'success');
    useCodeCountdown.getState().start(normalizeEmail(email));
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy || !checkEmail()) return;
    const problem = codeProblem(code);
    if (problem === 'empty') say(t('login.code_required'));
    else if (problem === 'invalid') say(t('login.code_invalid'));
    else onLogin(normalizeEmail(email), code.trim());
  };

  return (
    <form className={styles.form} data-testid="login-email-form" noValidate onSubmit={submit}>
      <label className={srOnly.srOnly} htmlFor={emailId}>
        {t('login.email')}
      </label>
      <input
        id={emailId}
        className={styles.input}
        data-testid="login-email-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('login.email_placeholder')}
        value={email}
        aria-invalid={tooLong}
        aria-describedby={tooLong ? emailErrorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {tooLong && (
        <p id={emailErrorId} className={styles.fieldError} role="alert" data-testid="login-email-error">
          {t('login.email_too_long', { max: LOGIN_EMAIL_MAX })}
        </p>
      )}
      <div className={styles.codeRow}>
        <label className={srOnly.srOnly} htmlFor={codeId}>
          {t('login.code_label')}
        </label>
        <input
          id={codeId}
          className={styles.input}
          data-testid="login-code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('login.code_placeholder')}
          value={code}
          // Digits only (a pasted "123 456" too): the code is six digits.
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        />
        <button
          type="button"
          className={styles.getCode}
          data-testid="login-get-code"
          disabled={seconds > 0 || sending || busy}
          aria-busy={sending}
          aria-describedby={holdReason ? holdReasonId : undefined}
          onClick={() => void getCode()}
        >
          {hold.hourly
            ? t('login.reget_minutes', { minutes: Math.ceil(hold.seconds / 60) })
            : seconds > 0
              ? t('login.reget', { seconds })
              : t('login.get_code')}
        </button>
      </div>
      {holdReason && (
        <p id={holdReasonId} className={styles.fieldNote} role="status" data-testid="login-code-hold">
          {holdReason}
        </p>
      )}
      <button
        type="submit"
        className={styles.submit}
        data-testid="login-submit"
        disabled={busy || !canSubmit(email, code)}
        aria-busy={busy}
      >
        {submitLabel ?? t('login.submit')}
      </button>
    </form>
  );
}
