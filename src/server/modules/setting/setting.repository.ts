import { eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { settings } from '#db/schema/settings.ts';

export function createSettingRepository(db: Executor) {
  return {
    async all(): Promise<Map<string, unknown>> {
      const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    /** One stored value (undefined when the key is not stored). */
    async get(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },

    /** Inserts the defaults that are missing; values an operator changed stay. */
    async seed(defaults: Record<string, unknown>): Promise<void> {
      const values = Object.entries(defaults).map(([key, value]) => ({ key, value }));
      if (values.length > 0) await db.insert(settings).values(values).onConflictDoNothing();
    },

    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    },
  };
}
export type SettingRepository = ReturnType<typeof createSettingRepository>;
