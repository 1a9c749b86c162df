/**
 * The settings of SPEC 1: avatar (view and change), nickname, the language (where the site lets
 * users choose), new episode alerts for a registered user (push-alerts-item.tsx), clear cache,
 * switch account and, for a registered user, log out. Guests may change their nickname and
 * avatar too. A registered user sees their login methods and links more (decision 0060);
 * everyone finds help, the legal pages and About.
 */
import { useState } from 'react';
import { Avatar, List } from 'antd-mobile';
import { confirmDialog } from '#web/lib/confirm.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { notify } from '#web/lib/notify.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useSession } from '#web/stores/session.ts';
import { USER_INFO_QUERY_KEY } from '../api/get-user-info.ts';
import { useSwitchAccount } from '../api/logout.ts';
import { clearCache, clearedMessage } from '../utils/clear-cache.ts';
import { useSavedEpisodeCount, withDownloadsWarning } from '../utils/downloads-warning.tsx';
import { HelpList } from './help-list.tsx';
import { LanguageItem } from './language-item.tsx';
import { LoginMethods } from './login-methods.tsx';
import { LogoutButton } from './logout-button.tsx';
import { NicknameEditor } from './nickname-editor.tsx';
import { PushAlertsItem } from './push-alerts-item.tsx';
import styles from './setting-list.module.css';

export function SettingList() {
  const { t, i18n } = useTranslation();
  const { navigateTo } = useAppNavigation();
  const avatar = useSession((s) => s.avatar);
  const nickname = useSession((s) => s.nickName);
  const hadLogin = useSession((s) => s.hadLogin);
  const switchEnabled = useSession((s) => s.systemLan.switchEnabled);
  const switchAccount = useSwitchAccount();
  const saved = useSavedEpisodeCount();
  const [editing, setEditing] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [clearing, setClearing] = useState(false);

  // A registered user is logged out first (SPEC 4): ask, as for logging out. A guest has
  // nothing to lose (the device gives the same guest back), so the login popup opens at once.
  const switchTo = async (): Promise<void> => {
    if (hadLogin) {
      const confirmed = await confirmDialog({
        title: t('setting.switch_confirm_title'),
        content: withDownloadsWarning(t, t('setting.switch_confirm_content'), saved),
        confirmText: <span data-testid="switch-account-confirm">{t('setting.continue')}</span>,
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
    }
    switchAccount.mutate();
  };

  const clear = async (): Promise<void> => {
    if (clearing) return;
    setClearing(true);
    try {
      const { key, bytes } = clearedMessage(
        await clearCache({ queryClient, keepQueryKey: USER_INFO_QUERY_KEY }),
      );
      notify(t(key, { size: formatBytes(bytes, i18n.language) }), { kind: 'success' });
    } finally {
      setClearing(false);
    }
  };

  return (
    <>
      <List mode="card" className={styles.list}>
        <List.Item
          onClick={() => void navigateTo(paths.faceUpload.path)}
          extra={
            <Avatar
              src={avatar}
              alt={t('setting.avatar')}
              style={{ '--size': '40px', '--border-radius': '50%' }}
              data-testid="setting-avatar-image"
            />
          }
          arrow
          data-testid="setting-avatar"
        >
          {t('setting.avatar')}
        </List.Item>
        <List.Item
          onClick={() => {
            setEditorKey((k) => k + 1);
            setEditing(true);
          }}
          extra={<span className={styles.extra}>{nickname}</span>}
          arrow
          data-testid="setting-nickname"
        >
          {t('setting.nickname')}
        </List.Item>
      </List>

      {hadLogin && <LoginMethods />}

      {switchEnabled && (
        <List mode="card" className={styles.list}>
          <LanguageItem labelKey="setting.language" testId="setting-language" />
        </List>
      )}

      {/* Only an account follows series (decision 0042), so only an account has alerts to switch. */}
      {hadLogin && (
        <List mode="card" className={styles.list}>
          <PushAlertsItem />
        </List>
      )}

      <List mode="card" className={styles.list}>
        <List.Item onClick={() => void clear()} arrow data-testid="setting-clear-cache">
          {t('setting.clear_cache')}
        </List.Item>
        <List.Item
          onClick={() => void switchTo()}
          arrow
          disabled={switchAccount.isPending}
          data-testid="setting-switch-account"
        >
          {t('setting.switch_account')}
        </List.Item>
      </List>

      <HelpList />

      {hadLogin && <LogoutButton />}

      <NicknameEditor
        key={editorKey}
        visible={editing}
        initial={nickname}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
