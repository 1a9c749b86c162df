/**
 * The account's login methods (SPEC 3's data_list, decision 0060): email with its address,
 * Facebook and TikTok, linked or not. A method the account lacks and this site offers can be
 * linked: the login popup opens to link it (stores/login-link.ts), with the same flows as a
 * login. A linked one this session may unlink (decision 0061: not the last one, not the one the
 * session came by) has "Unlink", after a confirmation; the others say why they have none.
 * Shown to registered accounts (a guest logs in instead).
 */
import { useEffect } from 'react';
import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LoginSessionData } from '#shared/contract/auth.ts';
import type { LoginMethodEntry } from '#shared/contract/user.ts';
import { confirmDialog } from '#web/lib/confirm.ts';
import { offeredChannels } from '#web/lib/login-channels.ts';
import { notify } from '#web/lib/notify.ts';
import { useLocale } from '#web/stores/locale.ts';
import { LINKED_PARAM, useLoginLink } from '#web/stores/login-link.ts';
import { useSession } from '#web/stores/session.ts';
import { loginSessionQueryOptions } from '../api/get-login-session.ts';
import { userInfoQueryOptions } from '../api/get-user-info.ts';
import { useUnlinkLoginMethod } from '../api/unlink-login-method.ts';
import listStyles from './setting-list.module.css';
import styles from './login-methods.module.css';

/** Email first: it is the one with something to show (the address). */
const ORDER: Record<LoginMethodEntry['type'], number> = { email: 0, facebook: 1, tiktok: 2 };

/**
 * An address on a line of its own: whole when it fits, else the name is cut in the middle
 * ("averylongna…@example.com"), never broken across lines.
 */
function Address({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  const name = at > 0 ? value.slice(0, at) : value;
  const domain = at > 0 ? value.slice(at) : '';
  return (
    <span className={styles.address} title={value} data-testid="login-method-email-value">
      <span className={styles.addressName}>{name}</span>
      {domain && <span className={styles.addressDomain}>{domain}</span>}
    </span>
  );
}

/**
 * Why a linked method has no Unlink, once the session is known: the server's rules (decision
 * 0061), the last method first.
 */
function keptReason(
  entry: LoginMethodEntry,
  session: LoginSessionData | undefined,
  linkedCount: number,
): 'setting.method_in_use' | 'setting.method_only' | undefined {
  if (!session || session.unlinkable.includes(entry.type)) return undefined;
  if (linkedCount <= 1) return 'setting.method_only';
  return entry.type === session.type ? 'setting.method_in_use' : undefined;
}

interface LinkedMethodProps {
  entry: LoginMethodEntry;
  session: LoginSessionData | undefined;
  linkedCount: number;
}

function LinkedMethod({ entry, session, linkedCount }: LinkedMethodProps) {
  const { t } = useTranslation();
  const unlink = useUnlinkLoginMethod();
  const reason = keptReason(entry, session, linkedCount);
  const name = entry.type === 'email' ? entry.value || entry.title : entry.title;

  const confirmUnlink = async (): Promise<void> => {
    const confirmed = await confirmDialog({
      title: t('setting.unlink_confirm_title', { method: entry.title }),
      content: t('setting.unlink_confirm_content', { method: name }),
      confirmText: (
        <span className={styles.danger} data-testid="unlink-confirm">
          {t('setting.method_unlink')}
        </span>
      ),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    // Awaited here, not in mutate's callbacks: the refreshed list may have unmounted this row.
    try {
      await unlink.mutateAsync(entry.type);
    } catch {
      return; // the API client's toast told the refusal; the list, refetched, shows why
    }
    notify(t('setting.unlink_done', { method: entry.title }), { kind: 'success' });
  };

  return (
    <List.Item className={styles.linked} data-testid={`login-method-${entry.type}`}>
      <div className={styles.head}>
        <span className={styles.title}>{entry.title}</span>
        {session?.unlinkable.includes(entry.type) && (
          <button
            type="button"
            className={styles.unlink}
            disabled={unlink.isPending}
            onClick={() => void confirmUnlink()}
            data-testid={`login-method-${entry.type}-unlink`}
          >
            {t('setting.method_unlink')}
          </button>
        )}
      </div>
      {entry.type === 'email' && entry.value ? (
        <Address value={entry.value} />
      ) : (
        <div className={styles.state}>{t('setting.method_linked')}</div>
      )}
      {reason && (
        <div className={styles.reason} data-testid={`login-method-${entry.type}-kept`}>
          {t(reason)}
        </div>
      )}
    </List.Item>
  );
}

export function LoginMethods() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const systemInfo = useSession((s) => s.systemInfo);
  const languageId = useLocale((s) => s.languageId);
  const info = useQuery(userInfoQueryOptions(token, languageId));
  const session = useQuery(loginSessionQueryOptions(token));
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

  const linkedCount = methods.filter((entry) => entry.is_click === 0).length;

  if (methods.length === 0) return null;
  return (
    <List
      mode="card"
      className={listStyles.list}
      header={t('setting.login_methods')}
      data-testid="login-methods"
    >
      {methods.map((entry) =>
        entry.is_click === 0 ? (
          <LinkedMethod key={entry.type} entry={entry} session={session.data} linkedCount={linkedCount} />
        ) : (
          <List.Item
            key={entry.type}
            onClick={() => startLink({ channel: entry.type })}
            extra={<span className={listStyles.link}>{t('setting.method_link')}</span>}
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
