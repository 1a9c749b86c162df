/**
 * The login popup of SPEC 2 (bottom sheet "Quick Login"): Facebook (JS SDK), TikTok (redirect
 * to the authorize page, finished on /pages/login/callback), email code and current device.
 * A channel whose provider is not configured is not shown, nor "Current Device" to the device's
 * own guest (it would give the same guest back) or on a blocked device (decision 0060); with no
 * channel left it says logging in is not available. Opening shows the channel list and resumes
 * a stored send-code countdown; closing stops its timer (SPEC 4). SPEC 2's note ("an unregistered
 * account is automatically bound to the current device account") shows only where it is true.
 *
 * Opened from the settings to link a method (stores/login-link.ts, decision 0060), it offers
 * that method with `link`, says so in its title, and nothing else changes: the same flows.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { MailOutline, PhonebookOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { API_ERRORS } from '#shared/api-codes.ts';
import { localeOf } from '#shared/languages.ts';
import { loginAsDevice } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { notify, notifyIfOffline } from '#web/lib/notify.ts';
import { offeredChannels } from '#web/lib/login-channels.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useLoginLink, type LinkRequest } from '#web/stores/login-link.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { loginWithEmail } from '../api/email-bind.ts';
import { facebookAccessToken, loadFacebookSdk, loginWithFacebook } from '../api/facebook-login.ts';
import { startTiktokLogin } from '../api/tiktok-login.ts';
import { forgetCodeAddress, useCodeCountdown } from '../hooks/use-code-countdown.ts';
import { FacebookMark, TiktokMark } from './channel-icons.tsx';
import { EmailLoginForm } from './email-login-form.tsx';
import { ProtocolLinks } from './protocol-links.tsx';
import { DialogSheet } from '#web/components/dialog-sheet.tsx';
import styles from './login-popup.module.css';

type Channel = 'facebook' | 'tiktok' | 'email' | 'device';

const CHANNELS: readonly { key: Channel; labelKey: MessageKey; icon: ReactNode }[] = [
  { key: 'facebook', labelKey: 'login.facebook', icon: <FacebookMark /> },
  { key: 'tiktok', labelKey: 'login.tiktok', icon: <TiktokMark /> },
  { key: 'email', labelKey: 'login.email', icon: <MailOutline aria-hidden="true" /> },
  { key: 'device', labelKey: 'login.device', icon: <PhonebookOutline aria-hidden="true" /> },
];

/** Long enough to read "Login successful" before the page reloads. */
const RELOAD_DELAY_MS = 800;

export default function LoginPopup() {
  const { t } = useTranslation();
  const visible = useLoginPopup((s) => s.visible);
  const close = useLoginPopup((s) => s.close);
  const reason = useLoginPopup((s) => s.reason);
  const [busy, setBusy] = useState<Channel | null>(null);
  const requested = useLoginLink((s) => s.request);
  // The link asked for as the popup opened, kept while it closes (the title does not flip).
  const [linking, setLinking] = useState<LinkRequest | null>(() => (visible ? requested : null));
  const [emailMode, setEmailMode] = useState(() => linking?.channel === 'email');
  const [shownVisible, setShownVisible] = useState(visible);
  const systemInfo = useSession((s) => s.systemInfo);
  const { facebookAppid, facebookVersion, tiktokClientkey } = systemInfo;
  // This device's own guest, or a blocked device: "Current Device" would change nothing.
  const deviceGuest = useSession((s) => !s.hadLogin && s.token !== '');
  const blocked = useSessionPrompt((s) => s.blocked);
  const deviceOffered = !deviceGuest && !blocked;
  const locale = localeOf(useLocale((s) => s.languageId));
  const offered = offeredChannels(systemInfo);
  const channels = CHANNELS.filter((channel) =>
    channel.key === 'device'
      ? deviceOffered && !linking
      : offered.includes(channel.key) && (!linking || channel.key === linking.channel),
  );

  // Opening resets email mode (adjusted while rendering, so the sheet never shows the old mode);
  // linking an email opens the code form at once.
  if (visible !== shownVisible) {
    setShownVisible(visible);
    if (visible) {
      setLinking(requested);
      setEmailMode(requested?.channel === 'email');
    }
  }

  useEffect(() => {
    const countdown = useCodeCountdown.getState();
    if (visible) countdown.resume();
    else countdown.stop();
    // The blocked dialog does not stay under the sheet (the pages still say it).
    if (visible) useSessionPrompt.getState().hide();
    // However it closed, the next opening is a login unless a link is asked for again.
    else useLoginLink.getState().stop();
  }, [visible]);

  useEffect(() => () => useCodeCountdown.getState().stop(), []);

  // Back from TikTok through the back/forward cache: the channel list is usable again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent): void => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  // The SDK only when an app id is configured, fetched as the sheet opens: FB.login must run
  // straight from the tap, or the browser blocks its popup.
  useEffect(() => {
    if (visible && facebookAppid)
      loadFacebookSdk(facebookAppid, facebookVersion, locale).catch(() => undefined);
  }, [visible, facebookAppid, facebookVersion, locale]);

  /** Every channel ends the same way: toast, close, reload (SPEC 4). */
  const runLogin = async (channel: Channel, login: () => Promise<unknown>): Promise<void> => {
    setBusy(channel);
    try {
      await login();
    } catch (error) {
      setBusy(null);
      notifyIfOffline(error); // Otherwise the API client already showed why.
      return;
    }
    const linked = CHANNELS.find((entry) => entry.key === linking?.channel);
    notify(linked ? t('link.done', { method: t(linked.labelKey) }) : t('login.success'), { kind: 'success' });
    close();
    window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  const loginByFacebook = async (): Promise<void> => {
    const token = await loadFacebookSdk(facebookAppid, facebookVersion, locale)
      .then(facebookAccessToken)
      .catch(() => null);
    if (!token) {
      notify(t('oauth.facebook_failed'));
      throw new Error('facebook login failed');
    }
    await loginWithFacebook(token, { link: linking !== null });
  };

  const choose = (channel: Channel): void => {
    if (busy) return;
    // Facebook's SDK and TikTok's page need the network before any call of ours could say so.
    if ((channel === 'facebook' || channel === 'tiktok') && !navigator.onLine) {
      notify(t('offline.still_offline'), { kind: 'error', durationMs: TRANSPORT_TOAST_MS });
      return;
    }
    if (channel === 'device') void runLogin('device', () => loginAsDevice());
    else if (channel === 'email') setEmailMode(true);
    else if (channel === 'facebook') void runLogin('facebook', loginByFacebook);
    else {
      setBusy('tiktok'); // until the browser has left for TikTok
      startTiktokLogin(tiktokClientkey, undefined, { link: linking !== null });
    }
  };

  const loginByEmail = (email: string, code: string): void => {
    if (busy) return;
    void runLogin('email', async () => {
      try {
        await loginWithEmail(email, code, { link: linking !== null });
      } catch (error) {
        // Out of tries: that code is dead, so a new one may be asked at once.
        if (error instanceof ApiRequestError && error.code === API_ERRORS.codeTriesExceeded.code)
          useCodeCountdown.getState().end();
        throw error;
      }
      forgetCodeAddress();
    });
  };

  // SPEC 2's note holds for this device's guest only (decision 0060): a link adds the method to
  // the account; a blocked device's login opens another account and takes nothing from the
  // blocked one; a registered account's login with a new method is a new account, bound to none.
  const note: MessageKey | null = linking
    ? 'link.note'
    : blocked
      ? 'login.note_blocked'
      : deviceGuest
        ? 'login.note'
        : null;
  // Linking an email: its form is all there is, so no Back to a list of one.
  const back = emailMode && linking?.channel !== 'email';
  return (
    <DialogSheet
      visible={visible}
      onClose={close}
      title={linking ? t('link.title') : t('login.title')}
      testId="login-popup"
      destroyOnClose
      {...(back
        ? { back: { onBack: () => setEmailMode(false), disabled: busy !== null, testId: 'login-back' } }
        : {})}
    >
      {reason && !linking ? (
        <p className={styles.reason} data-testid="login-reason">
          {t(reason)}
        </p>
      ) : null}
      {note ? (
        <p className={styles.note} data-testid="login-note">
          {t(note)}
        </p>
      ) : null}
      {emailMode ? (
        <EmailLoginForm
          busy={busy === 'email'}
          onLogin={loginByEmail}
          submitLabel={linking ? t('setting.method_link') : undefined}
        />
      ) : channels.length === 0 ? (
        <p className={styles.note} data-testid="login-unavailable">
          {t('login.unavailable')}
        </p>
      ) : (
        <ul className={styles.channels}>
          {channels.map((channel) => (
            <li key={channel.key}>
              <button
                type="button"
                className={styles.channel}
                data-testid={`login-channel-${channel.key}`}
                aria-busy={busy === channel.key}
                disabled={busy !== null && busy !== channel.key}
                onClick={() => choose(channel.key)}
              >
                <span className={styles.channelIcon} data-channel={channel.key}>
                  {channel.icon}
                </span>
                <span className={styles.channelLabel}>{t(channel.labelKey)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {linking ? null : <ProtocolLinks />}
    </DialogSheet>
  );
}
