/** A person's page and ledger rows as the console API answers them, for the People screens' tests. */
import type { LedgerEntry, PersonPage } from '#shared/contract/console-people.ts';

export const PERSON_UID = 10000042;

export function personOf(fields: Partial<PersonPage> = {}): PersonPage {
  return {
    uid: PERSON_UID,
    nickname: 'Patricia',
    email: 'pat@example.com',
    avatar: '',
    channels: ['email', 'facebook'],
    language: 4,
    created_at: '2026-11-20T10:00:00.000Z',
    registered_at: '2026-11-20T10:05:00.000Z',
    last_seen_at: '2026-11-25T10:00:00.000Z',
    invite_code: 'ABCD2345',
    blocked_at: null,
    blocked_reason: null,
    blocked_by: null,
    gold: 500,
    coin: 20,
    vip_until: null,
    vip_active: false,
    devices: [],
    operators: [],
    ...fields,
  };
}

export function ledgerEntryOf(id: number, fields: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id,
    asset: 'gold',
    delta: 500,
    balance_after: 500,
    reason: 'topup',
    reference: `ref-${id}`,
    note: null,
    operator_id: null,
    trade_no: null,
    created_at: '2026-11-24T10:00:00.000Z',
    drama_id: null,
    drama_title: null,
    episode_from: null,
    episode_to: null,
    package_name: null,
    invitee_id: null,
    other_user_id: null,
    ...fields,
  };
}
