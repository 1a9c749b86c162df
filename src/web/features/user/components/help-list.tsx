/**
 * Help and the legal pages in the settings (audit L, item 5): the help centre (the help
 * article's page), the user agreement and the privacy policy (protocol_list's pages, in the
 * same embedded-page popup as the login popup's links), and About: the site's name and the
 * app's version.
 */
import { useState } from 'react';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ProtocolSheet, type ProtocolEntry } from '#web/components/protocol-sheet.tsx';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import styles from './setting-list.module.css';

export function HelpList() {
  const { t } = useTranslation();
  const protocols = useSession((s) => s.protocolList);
  const appName = useSession((s) => s.appName);
  const languageId = useLocale((s) => s.languageId);
  const [open, setOpen] = useState<ProtocolEntry | null>(null);
  const help: ProtocolEntry = { title: t('setting.help'), url: `/article/help?language=${languageId}` };
  const pages: { key: string; entry: ProtocolEntry }[] = [
    { key: 'help', entry: help },
    ...(protocols
      ? [
          { key: 'user', entry: protocols.user },
          { key: 'privacy', entry: protocols.privacy },
        ]
      : []),
  ];
  return (
    <>
      <List mode="card" className={styles.list}>
        {pages.map(({ key, entry }) => (
          <List.Item key={key} onClick={() => setOpen(entry)} arrow data-testid={`setting-page-${key}`}>
            {entry.title}
          </List.Item>
        ))}
        <List.Item
          extra={
            <span className={styles.extra}>
              {t('setting.version', { version: getRuntimeConfig().version })}
            </span>
          }
          data-testid="setting-about"
        >
          {appName ? `${t('setting.about')} ${appName}` : t('setting.about')}
        </List.Item>
      </List>
      <ProtocolSheet entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
