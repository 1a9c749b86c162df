/**
 * /pages/login/callback: where TikTok sends the browser back (SPEC 4). The returned state must
 * equal the one stored before leaving (CSRF check; the stored one is removed either way), then
 * the code goes to POST /user/tiktok-bind; success keeps the token and goes back to the page the
 * login started from (home when unknown) with the 'Login successful' toast. Any failure says
 * why and offers a way back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, SpinLoading } from 'antd-mobile';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import {
  loginWithTiktok,
  takeReturnPath,
  takeStoredOAuthState,
} from '#web/features/login/api/tiktok-login.ts';
import { readCallback, type CallbackOutcome } from '#web/features/login/utils/oauth.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';
import { readStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { LINKED_PARAM } from '#web/stores/login-link.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';

const FAILURE_KEYS: Record<Exclude<CallbackOutcome['kind'], 'ok'>, MessageKey> = {
  denied: 'oauth.denied',
  'state-mismatch': 'oauth.state_mismatch',
  'no-code': 'oauth.no_code',
};

type View = { kind: 'working' } | { kind: 'failed'; message: string };

/** A link of TikTok to the account (decision 0060) returns to the settings with LINKED_PARAM. */
function isLink(returnPath: string): boolean {
  return new URLSearchParams(returnPath.split('?')[1] ?? '').has(LINKED_PARAM);
}

/** The page a refused link goes back to, without the marker that would say it is linked. */
function withoutLinked(returnPath: string): string {
  const [path = '', query = ''] = returnPath.split('?');
  const params = new URLSearchParams(query);
  params.delete(LINKED_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

export function Component() {
  const { t } = useTranslation();
  const { reLaunch } = useAppNavigation();
  const [view, setView] = useState<View>({ kind: 'working' });
  // Read before the effect takes the stored return path (a link's carries LINKED_PARAM).
  const [linking] = useState(() => isLink(readStorage(STORAGE_KEYS.oauthReturn) ?? ''));
  const started = useRef(false);
  /** Where the login started (read once per load, with the stored state). */
  const returnPath = useRef<string>(paths.home.path);

  /** Logs in with the returned code; the message to show when that cannot be done. */
  const finish = useCallback(
    async (outcome: CallbackOutcome): Promise<string | null> => {
      if (outcome.kind !== 'ok') return t(FAILURE_KEYS[outcome.kind]);
      try {
        await loginWithTiktok(outcome.code, { silent: true });
      } catch (error) {
        return error instanceof ApiRequestError && error.msg ? error.msg : t('oauth.bind_failed');
      }
      // A link (decision 0060) is told by the settings it returns to, once the account shows it.
      if (!isLink(returnPath.current)) notify(t('login.success'), { kind: 'success' });
      await reLaunch(returnPath.current);
      return null;
    },
    [t, reLaunch],
  );

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice; the stored state is read only once).
    if (started.current) return;
    started.current = true;
    const outcome = readCallback(window.location.search, takeStoredOAuthState());
    returnPath.current = takeReturnPath();
    // The code is single use: keep it out of the history and of a reload.
    window.history.replaceState(window.history.state, '', paths.loginCallback.path);
    void finish(outcome).then((failure) => {
      if (failure) setView({ kind: 'failed', message: failure });
    });
  }, [finish]);

  const loginAgain = async (): Promise<void> => {
    await reLaunch(returnPath.current);
    useLoginPopup.getState().open();
  };

  return (
    <Page testId="page-login-callback">
      {view.kind === 'working' ? (
        <div data-testid="login-callback-working">
          <EmptyState
            icon={<SpinLoading aria-hidden="true" />}
            title={linking ? t('oauth.linking') : t('oauth.working')}
          />
        </div>
      ) : (
        <div data-testid="login-callback-failed">
          <EmptyState
            icon={<CloseCircleOutline />}
            title={linking ? t('oauth.link_failed_title') : t('oauth.failed_title')}
            description={view.message}
            action={
              <>
                {linking ? (
                  <Button
                    color="primary"
                    shape="rounded"
                    onClick={() => void reLaunch(withoutLinked(returnPath.current))}
                  >
                    {t('oauth.back_to_settings')}
                  </Button>
                ) : (
                  <Button color="primary" shape="rounded" onClick={() => void loginAgain()}>
                    {t('oauth.login_again')}
                  </Button>
                )}
                <Button shape="rounded" onClick={() => void reLaunch(paths.home.path)}>
                  {t('common.go_home')}
                </Button>
              </>
            }
          />
        </div>
      )}
    </Page>
  );
}
