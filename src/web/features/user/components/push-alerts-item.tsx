/**
 * "New episode alerts" in Settings (issue 19, audit N): this browser's Web Push for the series
 * the account follows, on or off, read from the browser and confirmed with the server
 * (lib/web-push.ts). Off unsubscribes here and on the server, as a logout does; on asks for the
 * permission in the tap when not yet answered and subscribes, as a follow does. No support or a
 * refused permission greys the row out and says what to do. The in-app notices stay either way.
 */
import { List, Switch } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';
import {
  endPushSubscription,
  pushAlertState,
  subscribePush,
  type PushAlertState,
} from '#web/lib/web-push.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { installPlatform } from '../utils/install-platform.ts';
import styles from './push-alerts-item.module.css';

export const PUSH_ALERTS_QUERY_KEY = 'push-alerts';

/** Opened from the home screen (iOS gives Web Push only to such an app). */
function standalone(): boolean {
  if (typeof navigator !== 'undefined' && (navigator as { standalone?: boolean }).standalone === true)
    return true;
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

/** Why the switch cannot be used, or what it does when it can. */
function reasonKey(state: PushAlertState | undefined): MessageKey {
  if (state === 'denied') return standalone() ? 'setting.push_denied_app' : 'setting.push_denied';
  if (state !== 'unsupported') return 'setting.push_alerts_desc';
  const ios = installPlatform(navigator.userAgent, navigator.maxTouchPoints) === 'ios';
  return ios && !standalone() ? 'setting.push_ios_home_screen' : 'setting.push_unsupported';
}

export function PushAlertsItem() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  const queryClient = useQueryClient();
  // The language is part of the key: saving the subscription again tells the server the
  // language its pushes are written in.
  const queryKey = [PUSH_ALERTS_QUERY_KEY, token, languageId] as const;
  const state = useQuery({ queryKey, queryFn: pushAlertState, retry: false });
  const status = state.data;
  const usable = status === 'on' || status === 'off';

  // Called in the tap itself: the permission prompt needs the user's gesture.
  const change = async (on: boolean): Promise<void> => {
    let next: PushAlertState;
    if (on) {
      const outcome = await subscribePush();
      next = outcome === 'subscribed' ? 'on' : outcome === 'failed' ? 'off' : outcome;
      if (outcome === 'subscribed') notify(t('setting.push_on_toast'), { kind: 'success' });
      if (outcome === 'failed') notify(t('setting.push_on_failed'));
    } else {
      await endPushSubscription();
      next = await pushAlertState();
      if (next !== 'on') notify(t('setting.push_off_toast'));
    }
    queryClient.setQueryData(queryKey, next);
  };

  return (
    <List.Item
      description={
        <span className={styles.reason} data-testid="setting-push-alerts-reason">
          {t(reasonKey(status))}
        </span>
      }
      extra={
        <Switch
          checked={status === 'on'}
          disabled={!usable}
          loading={state.isPending}
          onChange={change}
          aria-label={t('setting.push_alerts')}
          data-testid="setting-push-alerts-switch"
        />
      }
      data-testid="setting-push-alerts"
      data-state={status ?? 'pending'}
    >
      {/* Greyed when it cannot be used; the reason stays legible (not List.Item's 40 % fade). */}
      <span className={usable || state.isPending ? undefined : styles.unavailable}>
        {t('setting.push_alerts')}
      </span>
    </List.Item>
  );
}
