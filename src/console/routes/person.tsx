/**
 * /console/people/:uid (support, finance, owner): the user page: profile, balances, VIP and
 * devices; the actions the operator's role allows; the ledger, unlocks, orders, sessions,
 * feedback and invites in tabs.
 */
import { Alert, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { PageTitle } from '#console/components/page-title.tsx';
import { paths } from '#console/config/paths.ts';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { usePerson } from '#console/features/people/api/get-person.ts';
import { PersonActions } from '#console/features/people/components/person-actions.tsx';
import { PersonProfile } from '#console/features/people/components/person-profile.tsx';
import { PersonTabs } from '#console/features/people/components/person-tabs.tsx';
import { useT } from '#console/lib/i18n.ts';

export function Component() {
  const t = useT();
  const uid = Number(useParams().uid);
  const me = useMe();
  const valid = Number.isSafeInteger(uid) && uid > 0;
  const person = usePerson(valid ? uid : 0);
  const title = t('people.title', { uid: valid ? uid : '?' });
  if (!valid || person.error) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <Alert type="error" showIcon role="alert" title={person.error?.message ?? t('people.not_found')} />
        <Link to={paths.people}>{t('people.back')}</Link>
      </>
    );
  }
  return (
    <>
      <PageTitle extra={<Link to={paths.people}>{t('people.back')}</Link>}>{title}</PageTitle>
      {person.data ? (
        <>
          <PersonProfile person={person.data} />
          {me.data ? <PersonActions person={person.data} role={me.data.operator.role} /> : null}
          <PersonTabs uid={uid} />
        </>
      ) : (
        <Spin />
      )}
    </>
  );
}
