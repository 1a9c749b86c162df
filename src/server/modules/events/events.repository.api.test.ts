import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '#db/schema/events.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createEventsRepository } from './events.repository.ts';

describe('events repository: the batched insert', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('stores every field of every row as given, absent ones as null or 0', async () => {
    const repo = createEventsRepository(database.db);
    const at = new Date('2026-11-27T05:30:00.123Z');
    await repo.insert([
      { at, userId: 9_007_199_254, kind: 'paid', value: 499, extra: { channel: 'say "hi" \\ 💔', goods: 2 } },
      { at: new Date(at.getTime() + 1), userId: 2, kind: 'progress', dramaId: 7, episode: 3, value: 61_000 },
      { at: new Date(at.getTime() + 2), userId: 3, kind: 'app_open' },
    ]);
    await repo.insert([]);
    const rows = await database.db.select().from(events).orderBy(asc(events.id));
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        at,
        userId: 9_007_199_254,
        kind: 'paid',
        dramaId: null,
        episode: null,
        value: 499,
        extra: { channel: 'say "hi" \\ 💔', goods: 2 },
      },
      {
        at: new Date(at.getTime() + 1),
        userId: 2,
        kind: 'progress',
        dramaId: 7,
        episode: 3,
        value: 61_000,
        extra: null,
      },
      {
        at: new Date(at.getTime() + 2),
        userId: 3,
        kind: 'app_open',
        dramaId: null,
        episode: null,
        value: 0,
        extra: null,
      },
    ]);
  });
});
