/**
 * The account's login methods (SPEC 3's data_list, decision 0060): email with its address,
 * Facebook and TikTok, linked or not. A method the account lacks and this site offers can be
 * linked: the login popup opens to link it (stores/login-link.ts), with the same flows as a
 * login. Shown to registered accounts (a guest logs in instead).
 */
import { useEffect } from 'react';
import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LoginMethodEntry } from '#shared/contract/user.ts';
import { offeredChannels } from '#web/lib/login-channels.ts';
import { notify } from '#web/lib/notify.ts';
import { useLocale } from '#web/stores/locale.ts';
import { LINKED_PARAM, useLoginLink } from '#web/stores/login-link.ts';
import { useSession } from '#web/stores/session.ts';
import { userInfoQueryOptions } from '../api/get-user-info.ts';
import styles from './setting-list.module.css';

/** Email first: it is the one with something to show (the address). */
const ORDER: Record<LoginMethodEntry['type'], number> = { email: 0, facebook: 1, tiktok: 2 };

export function LoginMethods() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const systemInfo = useSession((s) => s.systemInfo);
  const languageId = useLocale((s) => s.languageId);
  const info = useQuery(userInfoQueryOptions(token, languageId));
  const startLink = useLoginLink((s) => s.start);
  const [search, setSearch] = useSearchParams();
  const offered = offeredChannels(systemInfo);
  const methods = (info.data?.data_list ?? [])
    .flatMap((group) => group.list)
    .filter((entry) => entry.is_click === 0 || offered.includes(entry.type))
    .sort((a, b) => ORDER[a.type] - ORDER[b.type]);

  // Back from a TikTok link (its callback said "Login successful"): say what happened, once the
  // account shows it linked; the parameter goes either way.
  const justLinked = search.get(LINKED_PARAM);
  const linkedNow = methods.find((entry) => entry.type === justLinked && entry.is_click === 0)?.title;
  useEffect(() => {
    if (!justLinked || !info.data) return;
    if (linkedNow) notify(t('link.done', { method: linkedNow }), { kind: 'success' });
    setSearch(
      (params) => {
        params.delete(LINKED_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [justLinked, linkedNow, info.data, setSearch, t]);

  if (methods.length === 0) return null;
  return (
    <List mode="card" className={styles.list} header={t('setting.login_methods')} data-testid="login-methods">
      {methods.map((entry) =>
        entry.is_click === 0 ? (
          <List.Item
            key={entry.type}
            // The address in full, on its own line: it is what the privacy policy asks for.
            description={
              entry.value ? (
                <span className={styles.address} data-testid={`login-method-${entry.type}-value`}>
                  {entry.value}
                </span>
              ) : undefined
            }
            extra={<span className={styles.extra}>{t('setting.method_linked')}</span>}
            data-testid={`login-method-${entry.type}`}
          >
            {entry.title}
          </List.Item>
        ) : (
          <List.Item
            key={entry.type}
            onClick={() => startLink({ channel: entry.type })}
            extra={<span className={styles.link}>{t('setting.method_link')}</span>}
            arrow
            data-testid={`login-method-${entry.type}`}
          >
            {entry.title}
          </List.Item>
        ),
      )}
    </List>
  );
}
