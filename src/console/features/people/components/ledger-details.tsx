/**
 * What a ledger row was about, in words: the series and episodes an unlock bought, the order's
 * package (its trade number opens it), the friend an invite paid for or the account a merge
 * moved from or to (opens their page), the operator's written reason and who made the change.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LedgerEntry } from '#shared/contract/console-people.ts';
import { orderPath, personPath } from '#console/config/paths.ts';
import type { Translate } from '#console/lib/i18n.ts';
import { personName, type Named } from '#console/lib/person-name.ts';
import { operatorName } from '../lib/labels.ts';

export interface LedgerNames {
  t: Translate;
  /** The operators the rows name. */
  operators: readonly { id: number; name: string }[];
  /** The viewers the rows name (invitees, merged accounts). */
  people: readonly Named[];
}

/** The series and the episodes: "The True Heiress Returns · episode 6" (or "episodes 6–15"). */
function episodes(t: Translate, e: LedgerEntry): string | null {
  if (e.drama_id === null || e.episode_from === null) return null;
  const title = e.drama_title || `#${e.drama_id}`;
  const to = e.episode_to ?? e.episode_from;
  return to === e.episode_from
    ? t('people.detail_episode', { title, number: e.episode_from })
    : t('people.detail_episodes', { title, from: e.episode_from, to });
}

/** A viewer the row names, by the name the app shows them, linked to their page. */
function person({ t, people }: LedgerNames, uid: number | null): ReactNode {
  if (uid === null) return null;
  const named = people.find((p) => p.uid === uid) ?? { uid, nickname: '', email: null };
  const { name } = personName(t, named);
  return <Link to={personPath(uid)}>{t('people.detail_person', { name, uid })}</Link>;
}

function byOperator({ t, operators }: LedgerNames, id: number | null): string | null {
  if (id === null) return null;
  const name = operatorName(operators, id);
  return name === null ? t('people.by_operator', { id }) : t('people.by_operator_named', { name });
}

export function LedgerDetails({ entry: e, names }: { entry: LedgerEntry; names: LedgerNames }) {
  const parts: ReactNode[] = [
    episodes(names.t, e),
    e.package_name,
    person(names, e.invitee_id ?? e.other_user_id),
    e.note,
    e.trade_no === null ? null : <Link to={orderPath(e.trade_no)}>{e.trade_no}</Link>,
    byOperator(names, e.operator_id),
  ].filter((part) => part !== null && part !== '');
  if (parts.length === 0) return <>—</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
