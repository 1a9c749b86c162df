/**
 * The user page's head: who they are, how they log in, balances, VIP, block state, devices; a
 * guest merged into an account says which (decision 0058).
 */
import { Alert, Descriptions, Tag } from 'antd';
import type { PersonPage } from '#shared/contract/console-people.ts';
import { Link } from 'react-router';
import { LastSeen } from '#console/components/last-seen.tsx';
import { personPath } from '#console/config/paths.ts';
import { formatDateTime, formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT, type Translate } from '#console/lib/i18n.ts';
import { languageLabel, operatorName } from '../lib/labels.ts';
import { PersonName } from './person-name.tsx';

/** Why and by whom a user is blocked: the operator by name, else (gone since) by id. */
function blockedWhy(t: Translate, person: PersonPage): string {
  const reason = person.blocked_reason ?? '';
  const id = person.blocked_by;
  const name = id === null ? null : operatorName(person.operators, id);
  return name === null
    ? t('people.blocked_why', { reason, operator: id ?? '—' })
    : t('people.blocked_why_named', { reason, operator: name });
}

export function PersonProfile({ person }: { person: PersonPage }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, language) : '—');
  return (
    <>
      {person.blocked_at ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('people.blocked_since', { at: at(person.blocked_at) })}
          description={blockedWhy(t, person)}
        />
      ) : null}
      {person.merged_into != null ? (
        <Alert
          type="info"
          showIcon
          data-testid="person-merged"
          style={{ marginBottom: 16 }}
          title={
            <Link to={personPath(person.merged_into)}>
              {t('people.merged_title', { uid: person.merged_into })}
            </Link>
          }
          description={t('people.merged_body')}
        />
      ) : null}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('people.col_uid')}>{person.uid}</Descriptions.Item>
        <Descriptions.Item label={t('people.col_nickname')}>
          <PersonName nickname={person.nickname} email={person.email} uid={person.uid} />
        </Descriptions.Item>
        <Descriptions.Item label={t('people.col_email')}>{person.email ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('people.channels')}>
          {person.channels.length === 0
            ? t('people.guest')
            : person.channels.map((channel) => <Tag key={channel}>{t(`people.channel.${channel}`)}</Tag>)}
        </Descriptions.Item>
        <Descriptions.Item label={t('people.language')}>{languageLabel(person.language)}</Descriptions.Item>
        <Descriptions.Item label={t('people.invite_code')}>{person.invite_code ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('people.col_created')}>{at(person.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t('people.registered')}>{at(person.registered_at)}</Descriptions.Item>
        <Descriptions.Item label={t('people.last_seen')}>
          <LastSeen iso={person.last_seen_at} />
        </Descriptions.Item>
        <Descriptions.Item label={t('people.gold')}>{formatNumber(person.gold, language)}</Descriptions.Item>
        <Descriptions.Item label={t('people.coin')}>{formatNumber(person.coin, language)}</Descriptions.Item>
        <Descriptions.Item label={t('people.vip')}>
          {person.vip_active ? (
            <Tag color="gold">{t('people.vip_until', { at: at(person.vip_until) })}</Tag>
          ) : (
            t('people.vip_none')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('people.devices')} span="filled">
          {person.devices.length === 0
            ? '—'
            : person.devices.map((d) => (
                <div key={d.udid}>
                  {t('people.device_line', {
                    udid: d.udid,
                    model: d.phone_model || '—',
                    at: at(d.last_seen_at),
                  })}
                </div>
              ))}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
