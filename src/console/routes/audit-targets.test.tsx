// @vitest-environment jsdom
/** The audit log names what each row is about in words, linked to the page that shows it. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/contract/console-auth.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 20_000 };

function entry(id: number, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-25T10:00:00.000Z',
    operator_id: 1,
    operator_name: 'Ann Owner',
    action: 'create',
    entity: 'operator',
    entity_id: String(id + 1),
    before: null,
    after: { email: 'bob@example.com', role: 'editor' },
    target: null,
    ...fields,
  };
}

describe('the audit log names everything else in words', SLOW, () => {
  const unnamed = { series_id: null, series_title: null, episode_number: null, deleted: false };

  it('names operators, people, packages, banners, tags, feedback and saved replies, each linked', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [] }),
      'GET /audit': () =>
        ok({
          items: [
            entry(1, {
              action: 'role_change',
              entity_id: '4',
              target: { ...unnamed, name: 'Bob', role: 'editor' },
            }),
            entry(2, {
              action: 'block',
              entity: 'user',
              entity_id: '10000042',
              target: { ...unnamed, person: { uid: 10000042, nickname: '', email: 'pat@example.com' } },
            }),
            entry(3, {
              action: 'adjust',
              entity: 'user',
              entity_id: '10000043',
              target: { ...unnamed, person: { uid: 10000043, nickname: '', email: null } },
            }),
            entry(4, {
              action: 'update',
              entity: 'goods',
              entity_id: '101',
              target: { ...unnamed, name: '500 Coins' },
            }),
            entry(5, {
              action: 'create',
              entity: 'banner',
              entity_id: '7',
              target: { ...unnamed, series_id: 5, series_title: 'Love in Bangkok' },
            }),
            entry(6, {
              action: 'create',
              entity: 'tag',
              entity_id: '3',
              target: { ...unnamed, name: 'Romance' },
            }),
            entry(7, {
              action: 'reply',
              entity: 'feedback',
              entity_id: '12',
              target: {
                ...unnamed,
                name: 'The video stops after a few seconds on…',
                person: { uid: 10000043, nickname: 'Noi', email: null },
              },
            }),
            entry(8, {
              action: 'delete',
              entity: 'reply_template',
              entity_id: '2',
              target: { ...unnamed, name: 'Old promo', deleted: true },
            }),
          ],
          total: 8,
        }),
    });
    renderConsole('/console/audit');
    await screen.findByText('8 entries');
    const targets = screen.getAllByTestId('audit-target');
    expect(targets.map((cell) => cell.textContent)).toEqual([
      'Bob (Editor)',
      'pat',
      'Guest 10000043',
      '500 Coins',
      'Love in Bangkok',
      'Romance',
      '“The video stops after a few seconds on…” from Noi',
      'Old promoDeleted',
    ]);
    const href = (i: number) =>
      within(targets[i] as HTMLElement)
        .queryByRole('link')
        ?.getAttribute('href');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(href)).toEqual([
      '/console/operators',
      '/console/people/10000042',
      '/console/people/10000043',
      '/console/packages',
      '/console/curation',
      // Tags have no page of their own; a deleted saved reply has nothing to open.
      undefined,
      '/console/feedback',
      undefined,
    ]);
    // The internal id stays for support: in the tooltip and beneath, never as the name.
    expect(targets[0]?.getAttribute('title')).toBe('ID 4');
    expect(screen.getByText('Operator · ID 4')).toBeTruthy();
    expect(screen.getByText('User · ID 10000042')).toBeTruthy();
  });

  it('names orders and articles from their ids, and settings by their page', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [] }),
      'GET /audit': () =>
        ok({
          items: [
            entry(1, { action: 'refund', entity: 'order', entity_id: 'T20261126000001' }),
            entry(2, { action: 'update', entity: 'article', entity_id: 'user/th' }),
            entry(3, { action: 'update', entity: 'settings', entity_id: null }),
          ],
          total: 3,
        }),
    });
    renderConsole('/console/audit');
    await screen.findByText('3 entries');
    const targets = screen.getAllByTestId('audit-target');
    expect(targets.map((cell) => cell.textContent)).toEqual([
      'T20261126000001',
      'User agreement · ไทย',
      'Settings',
    ]);
    const links = targets.map((cell) => within(cell).getByRole('link').getAttribute('href'));
    expect(links).toEqual([
      '/console/orders/T20261126000001',
      '/console/articles?key=user&locale=th',
      '/console/settings',
    ]);
    expect(screen.getByText('Article · ID user/th')).toBeTruthy();
  });
});
