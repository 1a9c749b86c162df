// @vitest-environment jsdom
/**
 * A person's lists, empty, say what they have none of in the console's language (not antd's
 * generic "No data"), and nothing while the first answer is on its way.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { personOf, PERSON_UID as UID } from '#console/testing/people-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

const empty = { items: [], total: 0 };
/** What the empty list says (its words, not its picture's title). */
const said = async (testId: string) =>
  (await screen.findByTestId(testId)).querySelector('.ant-empty-description')?.textContent;
const answers = {
  'GET /auth/session': () => ok(meOf('support', 'Sue')),
  [`GET /people/${UID}`]: () => ok(personOf()),
  [`GET /people/${UID}/ledger`]: () => ok({ ...empty, operators: [], people: [] }),
  [`GET /people/${UID}/unlocks`]: () => ok(empty),
  [`GET /people/${UID}/orders`]: () => ok(empty),
  [`GET /people/${UID}/sessions`]: () => ok(empty),
  [`GET /people/${UID}/feedback`]: () => ok(empty),
  [`GET /people/${UID}/invites`]: () => ok({ ...empty, invited_by: null }),
};

describe("a person's empty lists", SLOW, () => {
  it('say per tab what there is none of yet', async () => {
    api.answer(answers);
    renderConsole(`/console/people/${UID}`);
    const tabs = [
      ['Ledger', 'ledger', 'No coin or voucher movements yet'],
      ['Unlocks', 'unlocks', 'No episodes unlocked yet'],
      ['Orders', 'orders', 'No orders yet'],
      ['Sessions', 'sessions', 'No sessions yet'],
      ['Feedback', 'feedback', 'No feedback yet'],
      ['Invites', 'invites', 'Nobody has joined with their invite yet'],
    ] as const;
    for (const [tab, name, text] of tabs) {
      fireEvent.click(await screen.findByRole('tab', { name: tab }));
      expect(await said(`person-${name}-empty`)).toBe(text);
    }
  });

  it('say it in the console language', async () => {
    api.answer(answers);
    await applyLanguage(4);
    try {
      renderConsole(`/console/people/${UID}`);
      expect(await said('person-ledger-empty')).toBe('ยังไม่มีการเคลื่อนไหวของเหรียญหรือคูปอง');
      fireEvent.click(screen.getByRole('tab', { name: 'คำสั่งซื้อ' }));
      expect(await said('person-orders-empty')).toBe('ยังไม่มีคำสั่งซื้อ');
    } finally {
      await applyLanguage(3);
    }
  });
});
